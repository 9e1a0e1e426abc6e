import * as v from 'valibot';
import {
  changePasswordSchema,
  passwordResetMailSchema,
  passwordResetSchema,
  passwordSchema,
  registrationSchema,
} from './account';
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

describe('registrationSchema for a business', () => {
  const business = {
    email: 'inkoop@example.nl',
    password: 'Bloem3n!',
    fullname: 'Ina Inkoop',
    customerType: 'business',
  };

  it('requires the company name of a business customer only', () => {
    expect(violationsOf(registrationSchema, business)).toEqual([
      { path: 'companyName', key: 'validation.required' },
    ]);
    expect(violationsOf(registrationSchema, { ...business, companyName: '  ' })).toEqual([
      { path: 'companyName', key: 'validation.required' },
    ]);
    expect(
      v.parse(registrationSchema, { ...business, companyName: ' Zonen BV ' }).companyName,
    ).toBe('Zonen BV');
  });

  it('drops a company name sent for a private customer', () => {
    const parsed = v.parse(registrationSchema, {
      ...business,
      customerType: 'private',
      companyName: 'Zonen BV',
    });
    expect(parsed.companyName).toBeUndefined();
  });
});

describe('password reset schemas', () => {
  it('checks the address the reset mail goes to', () => {
    expect(v.parse(passwordResetMailSchema, { email: ' Demo@Bloemenzo.NL ' })).toEqual({
      email: 'demo@bloemenzo.nl',
    });
    expect(violationsOf(passwordResetMailSchema, { email: 'geen-adres' })).toEqual([
      { path: 'email', key: 'validation.email' },
    ]);
  });

  it('needs the token and a new password that follows the rule', () => {
    expect(
      violationsOf(passwordResetSchema, { token: '', newPassword: 'kort' }).map((x) => [
        x.path,
        x.key,
      ]),
    ).toEqual([
      ['token', 'validation.required'],
      ['newPassword', 'validation.password'],
    ]);
    expect(v.is(passwordResetSchema, { token: 'abc', newPassword: 'Bloem3n!' })).toBe(true);
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
