import * as v from 'valibot';
import { issuesToViolations } from './messages';
import { personalInformationSchema } from './personal-information';

const violationsOf = (input: unknown) => {
  const result = v.safeParse(personalInformationSchema, input);
  return result.success ? [] : issuesToViolations(result.issues);
};
const valid = { fullname: 'Anna de Vries', birthdate: '1980-05-17', preferred_language: 'nl-be' };

describe('personalInformationSchema', () => {
  it('accepts a name, a birthdate in the past and a shop language; an empty birthdate is none', () => {
    expect(v.parse(personalInformationSchema, valid)).toEqual(valid);
    expect(v.parse(personalInformationSchema, { ...valid, birthdate: '' }).birthdate).toBeNull();
    expect(
      v.parse(personalInformationSchema, { ...valid, birthdate: '1900-01-01' }).birthdate,
    ).toBe('1900-01-01');
  });

  it.each(['1899-12-31', '2999-01-01', '1990-02-30', '17-05-1980'])(
    'refuses the birthdate %s',
    (birthdate) => {
      expect(violationsOf({ ...valid, birthdate })).toEqual([
        { path: 'birthdate', key: 'validation.birthdate' },
      ]);
    },
  );

  it('refuses today as a birthdate', () => {
    jest.useFakeTimers().setSystemTime(new Date(2030, 5, 15, 12));
    expect(violationsOf({ ...valid, birthdate: '2030-06-15' })[0]?.key).toBe(
      'validation.birthdate',
    );
    expect(violationsOf({ ...valid, birthdate: '2030-06-14' })).toEqual([]);
    jest.useRealTimers();
  });

  it('refuses an unknown language, an empty name and the company name', () => {
    expect(violationsOf({ ...valid, preferred_language: 'de-de' })[0]).toMatchObject({
      path: 'preferred_language',
      key: 'validation.preferredLanguage',
    });
    expect(violationsOf({ ...valid, fullname: ' ' })[0]).toMatchObject({
      path: 'fullname',
      key: 'validation.required',
    });
    expect(violationsOf({ ...valid, companyName: 'Mijn B.V.' })).toHaveLength(1);
  });
});
