import { lock, unlock } from './locks';

const company = { '@id': '/relation/companies/5b0f4c52', name: 'De Tulp' };

describe('lock and unlock', () => {
  it('post to the item’s lock and unlock actions, by uuid, id or the last segment of @id', async () => {
    const request = jest.fn().mockResolvedValue({ activity: null });
    await lock('/relation/companies', { uuid: 'abc' }, { request });
    await unlock('/relation/addresses', { id: 7 }, { request });
    await lock('/relation/companies', company, { request });
    expect(request.mock.calls).toEqual([
      ['/relation/companies/abc/lock', { method: 'POST' }],
      ['/relation/addresses/7/unlock', { method: 'POST' }],
      ['/relation/companies/5b0f4c52/lock', { method: 'POST' }],
    ]);
  });

  it('throw for an item without identifier, before anything is sent', () => {
    const request = jest.fn();
    expect(() => lock('/relation/companies', { name: 'X' } as object, { request })).toThrow(
      'Missing identifier for lock',
    );
    expect(() => unlock('/relation/companies', { uuid: '' }, { request })).toThrow(
      'Missing identifier for unlock',
    );
    expect(() => lock('/relation/companies', {})).toThrow('Missing identifier for lock');
    expect(request).not.toHaveBeenCalled();
  });
});
