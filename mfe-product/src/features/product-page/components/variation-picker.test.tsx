import { fireEvent, render, screen } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import type { PickerProperty, PickerVariation } from '../utils/variation-narrowing';
import '../../../i18n/messages';
import { VariationPicker } from './variation-picker';

const properties: PickerProperty[] = [
  { id: 'size', description: 'Formaat' },
  { id: 'vase', description: 'Vaas' },
];
const variation = (id: number, size: string, vase: string): PickerVariation => ({
  id,
  orderable: true,
  property_values: { size, vase },
  property_labels: { size, vase },
});
const variations = [
  variation(1, 'M', 'none'),
  variation(2, 'L', 'glass'),
  variation(3, 'M', 'glass'),
];

describe('VariationPicker', () => {
  beforeAll(() => initShopI18n('nl-nl'));

  it('keeps the first pick when a second comes before the page shows the first', () => {
    const onChoose = jest.fn();
    // The page shows a choice once it is back from the address: here it never comes back.
    render(
      <VariationPicker
        properties={properties as never}
        variations={variations as never}
        choice={{}}
        onChoose={onChoose}
      />,
    );
    fireEvent.change(screen.getByLabelText('Formaat'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Vaas'), { target: { value: 'none' } });
    expect(onChoose).toHaveBeenLastCalledWith({ size: 'M', vase: 'none' });
  });

  it('starts again from the choice the page shows when it changes', () => {
    const onChoose = jest.fn();
    const { rerender } = render(
      <VariationPicker
        properties={properties as never}
        variations={variations as never}
        choice={{}}
        onChoose={onChoose}
      />,
    );
    fireEvent.change(screen.getByLabelText('Formaat'), { target: { value: 'M' } });
    // Back in history: the page shows another choice; the next pick builds on that one.
    rerender(
      <VariationPicker
        properties={properties as never}
        variations={variations as never}
        choice={{ size: 'L' }}
        onChoose={onChoose}
      />,
    );
    fireEvent.change(screen.getByLabelText('Vaas'), { target: { value: 'glass' } });
    expect(onChoose).toHaveBeenLastCalledWith({ size: 'L', vase: 'glass' });
  });
});
