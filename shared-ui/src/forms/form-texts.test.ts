import { fixedT } from '../i18n/translator';

describe('the form texts', () => {
  it('reach the page with the form parts, not before (the product page does without)', async () => {
    const t = () => fixedT(['common'], 'en-us');
    expect(t()('validation.cvc')).toBe('validation.cvc');
    expect(t()('errors.generic')).toBe('An error has occurred');
    await import('./index');
    expect(t()('validation.cvc')).toBe('Enter the 3 or 4 digit security code');
    expect(fixedT(['common'], 'nl-be')('validation.vatNumber')).toBe(
      'Vul een btw-nummer in zoals BE0123456749 of NL123456789B01',
    );
    expect(t()('errors.generic')).toBe('An error has occurred');
  });
});
