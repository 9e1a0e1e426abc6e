import { act, fireEvent, render, screen } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import '../../../i18n/product-page';
import { CARD_RESIZE_DEBOUNCE_MS, type ReadTextLayout } from '../hooks/use-card-text-layout';
import { wishCards } from '../test-fixtures';
import { WishCardText } from './wish-card-text';

const small = wishCards[0]!;
// Every character 10 px wide on a card `width` px wide.
let width = 100;
const readLayout: ReadTextLayout = () => ({ width, measure: (text) => [...text].length * 10 });

function renderText(text: string, onFitsChange = jest.fn()) {
  const view = render(
    <WishCardText
      card={small}
      text={text}
      onChange={() => {}}
      onFitsChange={onFitsChange}
      readLayout={readLayout}
    />,
  );
  return { ...view, onFitsChange, textarea: screen.getByLabelText('Your text on the card') };
}
const nineLines = Array.from({ length: 9 }, () => 'Lieve oma').join('\n');

describe('WishCardText', () => {
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    width = 100;
  });
  afterEach(() => jest.useRealTimers());

  it('counts the lines as the card shows them, wrapping included', () => {
    const { textarea, onFitsChange } = renderText(`${nineLines} is jarig`);
    expect(screen.getByText('Maximum number of lines exceeded')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(
      '98/320 characters · 10/9 lines Maximum number of lines exceeded',
    );
    expect(onFitsChange).toHaveBeenLastCalledWith(false);
  });

  it('accepts nine rendered lines on a small card', () => {
    const { textarea, onFitsChange } = renderText(nineLines);
    expect(textarea).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/exceeded/)).not.toBeInTheDocument();
    expect(onFitsChange).toHaveBeenLastCalledWith(true);
  });

  it('names the character limit of the card size', () => {
    width = 10_000;
    renderText('x'.repeat(321));
    expect(screen.getByText('Maximum number of characters of 320 exceeded.')).toBeInTheDocument();
  });

  it('checks again 250 ms after the window stops resizing', async () => {
    jest.useFakeTimers();
    const { onFitsChange } = renderText(nineLines);
    expect(onFitsChange).toHaveBeenLastCalledWith(true);
    width = 50; // 'Lieve oma' now takes two lines
    fireEvent(window, new Event('resize'));
    await act(async () => void jest.advanceTimersByTime(CARD_RESIZE_DEBOUNCE_MS - 100));
    fireEvent(window, new Event('resize'));
    await act(async () => void jest.advanceTimersByTime(CARD_RESIZE_DEBOUNCE_MS - 1));
    expect(screen.queryByText('Maximum number of lines exceeded')).not.toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(1));
    expect(screen.getByText('Maximum number of lines exceeded')).toBeInTheDocument();
    expect(onFitsChange).toHaveBeenLastCalledWith(false);
  });
});
