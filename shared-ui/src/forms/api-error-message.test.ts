import { ApiError, ApiTimeoutError } from '@shop/shared-http';
import type { TFunction } from 'i18next';
import '../i18n/common-texts';
import { createShopI18n } from '../i18n/translations';
import { apiErrorMessage, couldNotReach } from './api-error-message';

let t: TFunction;
beforeAll(async () => {
  t = (await createShopI18n('en-us')).getFixedT('en-us', 'common');
});
const unavailable = 'The shop cannot be reached right now. Please try again shortly.';

describe('the message for a failed call', () => {
  it('says the shop cannot be reached when the network failed or a gateway answered', () => {
    expect(apiErrorMessage(new TypeError('Failed to fetch'), t)).toBe(unavailable);
    expect(apiErrorMessage(new ApiError(502, 'Bad Gateway', undefined), t)).toBe(unavailable);
    expect(apiErrorMessage(new ApiError(504, 'Gateway Time-out', undefined), t)).toBe(unavailable);
  });

  it('shows the API’s own text when it gave one, and a generic one for the rest', () => {
    const body = { 'hydra:description': 'Not enough left of Scented candle' };
    expect(apiErrorMessage(new ApiError(409, 'Conflict', body), t)).toBe(
      'Not enough left of Scented candle',
    );
    expect(apiErrorMessage(new ApiError(500, 'Server Error', undefined), t)).toBe(
      'An error has occurred',
    );
    expect(apiErrorMessage(new Error('boom'), t)).toBe('An error has occurred');
  });

  it('calls a retry safe only when the call may not have arrived or its answer was lost', () => {
    expect(couldNotReach(new TypeError('Failed to fetch'))).toBe(true);
    expect(couldNotReach(new ApiError(502, 'Bad Gateway'))).toBe(true);
    expect(couldNotReach(new ApiError(503, 'Unavailable'))).toBe(true);
    expect(couldNotReach(new ApiTimeoutError(20_000))).toBe(true);
    expect(couldNotReach(new ApiError(402, 'Payment Required'))).toBe(false);
    expect(couldNotReach(new ApiError(422, 'Unprocessable'))).toBe(false);
  });
});
