import { ApiError } from '@shop/shared-http';
import { paymentInput, paymentNotStarted } from './payment-input';

const hydraError = { '@type': 'hydra:Error', 'hydra:description': 'Betalen is nu niet mogelijk' };

describe('paymentInput', () => {
  it('names a bank only when the provider listed banks to choose from', () => {
    const draft = { paymentMethod: 'ideal' as const, issuer: 'ideal_INGBNL2A' };
    expect(paymentInput(draft, { bankChoice: true, acceptTerms: false })).toEqual({
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
    });
    expect(paymentInput(draft, { bankChoice: false, acceptTerms: false })).toEqual({
      method: 'ideal',
    });
  });

  it('pays by card with the provider’s token alone, and by Bancontact with nothing more', () => {
    const options = { bankChoice: false, acceptTerms: false, cardToken: 'tkn_abc123' };
    expect(paymentInput({ paymentMethod: 'creditcard', issuer: '' }, options)).toEqual({
      method: 'creditcard',
      cardToken: 'tkn_abc123',
    });
    expect(paymentInput({ paymentMethod: 'bancontact', issuer: 'x' }, options)).toEqual({
      method: 'bancontact',
    });
  });
});

describe('paymentNotStarted', () => {
  it('ends the attempt when the API says the provider refused, was down or too slow', () => {
    expect(paymentNotStarted(new ApiError(402, 'refused', hydraError))).toBe(true);
    expect(paymentNotStarted(new ApiError(503, 'down', hydraError))).toBe(true);
    expect(paymentNotStarted(new ApiError(504, 'slow', hydraError))).toBe(true);
  });

  it('keeps the attempt after a gateway’s own error: the order may have been placed', () => {
    expect(paymentNotStarted(new ApiError(504, 'Gateway Timeout', '<html>'))).toBe(false);
    expect(paymentNotStarted(new ApiError(502, 'Bad Gateway', hydraError))).toBe(false);
    expect(paymentNotStarted(new TypeError('Failed to fetch'))).toBe(false);
  });
});
