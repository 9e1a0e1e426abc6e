import { addressFieldNames, addressFormValuesOf, emptyAddress } from './address-fields';

describe('addressFormValuesOf', () => {
  it('keeps the address fields of a stored address and nothing else', () => {
    const stored = {
      ...emptyAddress('BE'),
      firstname: 'Anna',
      postcode: '2000',
      city: 'Antwerpen',
      uuid: 'a1',
      newsletter: true,
      isDefaultDeliveryAddress: false,
    };
    const values = addressFormValuesOf(stored);
    expect(Object.keys(values).sort()).toEqual([...addressFieldNames].sort());
    expect(values).toMatchObject({ firstname: 'Anna', postcode: '2000', country: 'BE' });
  });
});
