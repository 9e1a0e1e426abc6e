import type { BackOfficeOrder, BackOfficeOrderSummary } from '@shop/contracts/api';

const amounts = (incl: number) => ({ incl_vat: incl, excl_vat: Math.round(incl / 1.09), vat: 0 });

export const summary = (
  overrides: Partial<BackOfficeOrderSummary> = {},
): BackOfficeOrderSummary => ({
  uuid: '6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11',
  number: 'FB-100001',
  status: 'pending',
  ordered_at: '2026-12-20T09:30:00.000Z',
  delivery_date: '2026-12-24',
  ordered_by: 'Anna de Vries',
  email: 'anna@example.nl',
  delivery_city: 'Utrecht',
  quantity: 1,
  total: 3495,
  track_and_trace: [],
  ...overrides,
});

export const order = (overrides: Partial<BackOfficeOrder> = {}): BackOfficeOrder => ({
  uuid: '6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11',
  number: 'FB-100001',
  status: 'processed',
  ordered_at: '2026-12-20T09:30:00.000Z',
  ordered_by: 'Anna de Vries',
  email: 'anna@example.nl',
  delivery_date: '2026-12-24',
  delivery_remark: '',
  delivery_address: {
    firstname: 'Bram',
    lastname: 'Jansen',
    street: 'Oudegracht',
    housenumber: '12',
    postcode: '3511 AB',
    city: 'Utrecht',
    country: 'NL',
  } as BackOfficeOrder['delivery_address'],
  invoice_address: {} as BackOfficeOrder['invoice_address'],
  payment_method: 'ideal' as BackOfficeOrder['payment_method'],
  quantity: 1,
  subtotal: amounts(2800),
  delivery_cost: amounts(695),
  total: amounts(3495),
  vat: 289,
  track_and_trace: [],
  lines: [],
  rejection: null,
  customer_uuid: null,
  locale: 'nl-nl',
  history: [
    {
      transition: 'process',
      from: 'pending',
      to: 'processed',
      at: '2026-12-21T10:00:00.000Z',
      actor: 'staff:8a0c',
      actor_name: 'Winkel Bloem & Zo',
      note: 'Made with extra care',
    },
  ],
  available_transitions: ['hold', 'ship', 'cancel'],
  refunds: [],
  captures: [],
  ...overrides,
});

/** A JSON answer as the API sends it. */
export const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/ld+json' },
  });
