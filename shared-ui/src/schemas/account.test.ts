import * as v from 'valibot';
import { changePasswordSchema, passwordSchema, registrationSchema } from './account';
import { issuesToViolations } from './messages';

const violationsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : issuesToViolations(result.issues);
};

describe('passwordSchema', () => {
  it('accepts 6 characters with a digit and a special character', () => {
    expect(v.is(passwordSchema, 'Bloem3n!')).toBe(true);
    expect(v.is(passwordSchema, 'a1!bcd')).toBe(true);
  });

  it.each(['a1!bc', 'Bloemen!', 'Bloem3n', 'Bloem3n ', ''])(
    'rejects %j with the password rule or as required',
    (password) => {
      const [violation] = violationsOf(passwordSchema, password);
      expect(violation?.key).toBe(password === '' ? 'validation.required' : 'validation.password');
    },
  );
});

describe('registrationSchema', () => {
  const valid = {
    email: ' Nieuw@Example.NL ',
    password: 'Bloem3n!',
    fullname: 'Nieuwe Klant',
    customerType: 'private',
  };

  it('lower-cases and trims the e-mail address', () => {
    expect(v.parse(registrationSchema, valid).email).toBe('nieuw@example.nl');
  });

  it('names every field that is wrong', () => {
    expect(
      violationsOf(registrationSchema, {
        email: 'geen-adres',
        password: 'kort',
        fullname: ' ',
        customerType: 'admin',
      }).map((x) => [x.path, x.key]),
    ).toEqual([
      ['email', 'validation.email'],
      ['password', 'validation.password'],
      ['fullname', 'validation.required'],
      ['customerType', 'validation.invalidValue'],
    ]);
  });

  it('marks missing fields as required', () => {
    expect(violationsOf(registrationSchema, {}).map((x) => x.key)).toEqual(
      Array(4).fill('validation.required'),
    );
  });
});

describe('changePasswordSchema', () => {
  it('checks only the new password against the rule', () => {
    expect(v.is(changePasswordSchema, { oldPassword: 'old', newPassword: 'N1euw!!' })).toBe(true);
    expect(
      violationsOf(changePasswordSchema, { oldPassword: 'old', newPassword: 'nieuw' }),
    ).toEqual([{ path: 'newPassword', key: 'validation.password', values: { length: 6 } }]);
  });
});
