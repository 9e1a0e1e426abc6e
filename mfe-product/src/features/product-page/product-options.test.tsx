import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import '../../i18n/messages';
import { addedLine, provideFakeAddToCart, renderProductPage } from './test-helpers';

const addToCart = () => screen.getByRole('button', { name: /Add to cart|Create design/ });
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const answer = async (dialog: string, button: string) =>
  click(
    within(await screen.findByRole('dialog', { name: dialog })).getByRole('button', {
      name: button,
    }),
  );
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('ProductPage options', () => {
  beforeAll(async () => {
    await initShopI18n('en-us');
    provideFakeAddToCart();
  });
  afterEach(() => jest.useRealTimers());

  it('asks for the card text; going on without the card adds the line without it', async () => {
    renderProductPage('/p/white-elegance#13');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Add a card' }));
    expect(screen.getByRole('radio', { name: /Congratulations/ })).toBeChecked();
    // The badge is part of the card's name: 'Handwritten card € 4,95 incl. VAT Handwritten'.
    expect(screen.getByRole('radio', { name: /^Handwritten card.*Handwritten$/ })).toBeEnabled();
    await click(addToCart());
    await answer('Your card has no text yet', 'Continue without card');
    await answer('Add nothing personal?', 'Yes, continue without');
    expect(addedLine(screen.getByRole('status', { name: 'added line' }))).toEqual({
      variationId: 13,
      quantity: 1,
    });
    expect(screen.getByRole('checkbox', { name: 'Add a card' })).not.toBeChecked();
  });

  it('sends the card with its text; a text over the limit shows why and disables adding', async () => {
    renderProductPage('/p/white-elegance#13');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Add a card' }));
    const text = screen.getByLabelText('Your text on the card');
    fireEvent.change(text, { target: { value: 'x'.repeat(321) } });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(
      expect.stringContaining('Maximum number of characters of 320 exceeded.'),
    );
    expect(addToCart()).toBeDisabled();
    fireEvent.change(text, { target: { value: 'Lieve oma,\nvan harte!' } });
    expect(addToCart()).toBeEnabled();
    await click(addToCart());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addedLine(screen.getByRole('status', { name: 'added line' }))).toEqual({
      variationId: 13,
      quantity: 1,
      card: { id: 1, text: 'Lieve oma,\nvan harte!' },
    });
  });

  it('disables a conflicting option 250 ms after a choice, says why, and asks once per combination', async () => {
    jest.useFakeTimers();
    const fetch = renderProductPage('/p/white-elegance#13');
    const card = await screen.findByRole('checkbox', { name: 'Add a card' });
    const letter = screen.getByRole('checkbox', { name: /Send a letter along/ });
    fireEvent.click(card);
    await wait(249);
    expect(letter).toBeEnabled();
    await wait(1);
    expect(letter).toBeDisabled();
    expect(letter).toHaveAccessibleDescription(
      'Cannot be combined with another choice on this page.',
    );
    fireEvent.click(card);
    await wait(250);
    expect(letter).toBeEnabled();
    fireEvent.click(card);
    await wait(250);
    expect(letter).toBeDisabled();
    const asked = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('conflicting-product-groups'));
    expect(asked).toEqual([
      '/api/catalogue/conflicting-product-groups?ids=10&excludeOwnProductGroup=true',
    ]);
  });

  it('checks a letter before sending it and adds the chosen file', async () => {
    renderProductPage('/p/white-elegance#13');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Send a letter along/ }));
    const file = screen.getByLabelText('Your letter');
    expect(file).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    const word = new File(['x'], 'brief.docx', { type: 'application/msword' });
    fireEvent.change(file, { target: { files: [word] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Upload a letter as a PDF, JPEG or PNG file',
    );
    expect(file).toHaveAttribute('aria-invalid', 'true');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'brief.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(file, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('A letter can be at most 5 MB');
    const pdf = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    fireEvent.change(file, { target: { files: [pdf] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await click(addToCart());
    expect(addedLine(screen.getByRole('status', { name: 'added line' }))).toEqual({
      variationId: 13,
      quantity: 1,
      letter: 'brief.pdf',
    });
  });

  it('sends the shopper to the file input when a checked letter has no file', async () => {
    renderProductPage('/p/white-elegance#13');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Send a letter along/ }));
    await click(addToCart());
    await answer('You have not chosen a letter yet', 'Upload a letter');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your letter')).toHaveFocus());
    expect(screen.queryByRole('status', { name: 'added line' })).not.toBeInTheDocument();
  });

  it('needs an upsell variation and sends its text without emoji', async () => {
    renderProductPage('/p/white-elegance#13');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Balloon/ }));
    expect(screen.getByText('Choose an option for Balloon.')).toBeInTheDocument();
    expect(addToCart()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'gold' } });
    const text = screen.getByLabelText('Text on the balloon');
    fireEvent.change(text, { target: { value: 'Hoera 🎉 Zoë ♥!' } });
    expect(text).toHaveValue('Hoera  Zoë !');
    await click(addToCart());
    await answer('Add nothing personal?', 'Yes, continue without');
    expect(addedLine(screen.getByRole('status', { name: 'added line' }))).toEqual({
      variationId: 13,
      quantity: 1,
      upsells: [{ variationId: 402, quantity: 1, text: 'Hoera  Zoë !' }],
    });
  });

  it('confirms that several items get the same personalization; Escape adds nothing', async () => {
    renderProductPage('/p/white-elegance#13');
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Personalize/ }));
    await click(addToCart());
    const dialog = await screen.findByRole('dialog', {
      name: 'The same personalization for all 3 items',
    });
    expect(within(dialog).getByRole('button', { name: 'Yes, add them' })).toHaveFocus();
    await act(async () => void fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'added line' })).not.toBeInTheDocument();
    await click(addToCart());
    await answer('The same personalization for all 3 items', 'Yes, add them');
    expect(addedLine(screen.getByRole('status', { name: 'added line' }))).toEqual({
      variationId: 13,
      quantity: 3,
      personalization: true,
    });
  });
});
