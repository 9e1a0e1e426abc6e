import * as v from 'valibot';
import { giftCardInfoSchema } from './giftcard';
import { issuesToViolations } from './messages';
import { passesLuhn } from './luhn';

const violationsOf = (input: unknown) => {
  const result = v.safeParse(giftCardInfoSchema, input);
  return result.success ? [] : issuesToViolations(result.issues);
};

describe('giftCardInfoSchema', () => {
  it('accepts a Luhn-valid 16-digit number typed with spaces', () => {
    const result = v.safeParse(giftCardInfoSchema, {
      cardId: '4000 0000 0000 0002',
      verificationCode: '123456',
    });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ cardId: '4000000000000002', verificationCode: '123456' });
  });

  it("answers 'Invalid card number' for a wrong check digit", () => {
    expect(violationsOf({ cardId: '4000000000000003', verificationCode: '123456' })).toEqual([
      { path: 'cardId', key: 'validation.invalidCardNumber' },
    ]);
  });

  it('marks empty fields as required', () => {
    expect(violationsOf({ cardId: '', verificationCode: '' }).map((x) => [x.path, x.key])).toEqual([
      ['cardId', 'validation.required'],
      ['verificationCode', 'validation.required'],
    ]);
  });

  it('marks missing fields as required', () => {
    expect(violationsOf({}).map((x) => [x.path, x.key])).toEqual([
      ['cardId', 'validation.required'],
      ['verificationCode', 'validation.required'],
    ]);
  });

  it('rejects fields it does not know', () => {
    expect(
      violationsOf({ cardId: '4000000000000002', verificationCode: '123456', admin: true }),
    ).toEqual([{ path: 'admin', key: 'validation.unknownField' }]);
  });
});

describe('passesLuhn', () => {
  it('checks the mod 10 check digit', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('7992a398713')).toBe(false);
  });
});
