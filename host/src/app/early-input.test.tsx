import { act, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyInput } from './early-input';

function ProductForm() {
  const id = useId();
  const [size, setSize] = useState('');
  const [card, setCard] = useState(false);
  const [text, setText] = useState('');
  return (
    <form>
      <select id={`${id}-size`} value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="">Kies…</option>
        <option value="M">Middel</option>
      </select>
      <input
        id={`${id}-card`}
        type="checkbox"
        checked={card}
        onChange={(event) => setCard(event.target.checked)}
      />
      <textarea id={`${id}-text`} value={text} onChange={(event) => setText(event.target.value)} />
      <output>{`${size || '-'}|${card ? 'card' : 'no card'}|${text}`}</output>
    </form>
  );
}

describe('input made before the page hydrates', () => {
  it('is given back to React once, when it has hydrated the field', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<ProductForm />);
    document.body.append(root);
    // The shopper, on the server's page before the script has run.
    const select = root.querySelector('select')!;
    select.value = 'M';
    const checkbox = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    checkbox.checked = true;

    const early = keepEarlyInput(root);
    // …and while it hydrates.
    const textarea = root.querySelector('textarea')!;
    textarea.value = 'Lieve oma';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));

    await act(async () => {
      hydrateRoot(root, <ProductForm />);
    });
    early.stop();
    await act(async () => early.giveBack());
    expect(root.querySelector('output')).toHaveTextContent('M|card|Lieve oma');
    // Once only: the shopper's later choices are the page's own (the box is not ticked again).
    await act(async () => checkbox.click());
    await act(async () => early.giveBack());
    expect(root.querySelector('output')).toHaveTextContent('M|no card|Lieve oma');
    root.remove();
  });

  it('is no longer kept once the part has hydrated: a later choice is React’s alone, made once', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<ProductForm />);
    document.body.append(root);
    const early = keepEarlyInput(root);
    await act(async () => {
      hydrateRoot(root, <ProductForm />);
    });
    await act(async () => early.giveBack());
    // The shopper chooses after hydration, while the page still gives back later parts' input.
    const select = root.querySelector('select')!;
    const changes = jest.fn();
    select.addEventListener('change', changes);
    await act(async () => {
      select.value = 'M';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(root.querySelector('output')).toHaveTextContent('M|no card|');
    // A later giveBack (a lazy part committing) does not change it a second time: with a router,
    // that would be a second history entry.
    await act(async () => early.giveBack());
    early.stop();
    expect(changes).toHaveBeenCalledTimes(1);
    root.remove();
  });
});
