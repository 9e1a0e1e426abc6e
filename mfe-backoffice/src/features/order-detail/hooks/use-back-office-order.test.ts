import { act, renderHook, waitFor } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import { answer, order } from '../../../test-support/orders';
import { useBackOfficeOrder } from './use-back-office-order';

const fetch = jest.spyOn(globalThis, 'fetch');
const first = order();
const second = order({ uuid: '0d7f8b8e-1111-4a5b-9c3d-2e2f3a4b5c6d', number: 'FB-100002' });

beforeAll(() => initShopI18n('en-us'));
afterEach(() => fetch.mockReset());

describe('useBackOfficeOrder', () => {
  it('shows another order only once it has loaded, never the one before', async () => {
    fetch.mockResolvedValueOnce(answer(first));
    const { result, rerender } = renderHook(({ uuid }) => useBackOfficeOrder(uuid), {
      initialProps: { uuid: first.uuid },
    });
    await waitFor(() => expect(result.current.order?.number).toBe('FB-100001'));

    let arrive: (response: Response) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (arrive = resolve)));
    rerender({ uuid: second.uuid });
    expect(result.current.order).toBeNull();
    await act(async () => arrive(answer(second)));
    await waitFor(() => expect(result.current.order?.number).toBe('FB-100002'));
  });

  it('keeps an action’s answer as the order, and says a missing order is not found', async () => {
    fetch.mockResolvedValueOnce(answer(first));
    const { result } = renderHook(() => useBackOfficeOrder(first.uuid));
    await waitFor(() => expect(result.current.order).not.toBeNull());
    act(() => result.current.replace({ ...first, status: 'sent' }));
    expect(result.current.order?.status).toBe('sent');

    fetch.mockResolvedValueOnce(answer({ 'hydra:description': 'Not found' }, 404));
    const missing = renderHook(() => useBackOfficeOrder(second.uuid));
    await waitFor(() => expect(missing.result.current.error).toBe('This order does not exist.'));
  });
});
