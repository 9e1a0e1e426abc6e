/**
 * What a shopper types, picks or ticks in the server's page before it has hydrated (ADR 0033).
 * React sets every controlled field back to its state when it hydrates, so a size chosen or a
 * text typed in the first moments would be lost: the fields' values are kept from the start of
 * hydration and given back to React afterwards, as the shopper's own input events.
 */
type Kept = { value: string } | { checked: boolean };

const fields = 'input, select, textarea';
const isField = (
  element: Element | null,
): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;
const isToggle = (element: Element) =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

function current(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): Kept {
  return isToggle(element)
    ? { checked: (element as HTMLInputElement).checked }
    : { value: element.value };
}

/** Whether React has taken the element over (it marks the nodes it hydrates). */
const hydratedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Whether the shopper changed the field from what the server sent. */
function changedFromServer(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) {
  if (element instanceof HTMLSelectElement)
    return [...element.options].some((option) => option.selected !== option.defaultSelected);
  if (isToggle(element))
    return (element as HTMLInputElement).checked !== (element as HTMLInputElement).defaultChecked;
  return element.value !== element.defaultValue;
}

/**
 * Sets a field as the shopper's own input would, so React's onChange sees it, also when the field
 * shows the value already (React hydrated over it without taking it). React only reports a change
 * from the value it last knew (it tracks what it, or the page, set): the field is first set to
 * something else through that tracked setter, then to the shopper's value behind it, and the
 * event follows.
 */
function giveBack(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, kept: Kept) {
  if ('checked' in kept) {
    const input = element as HTMLInputElement;
    // A radio that was left is given back by the one chosen in its group.
    if (!kept.checked && input.type === 'radio') return;
    input.checked = !kept.checked;
    input.click();
    return;
  }
  element.value = `${kept.value}\u0000`;
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, kept.value);
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Starts keeping the fields of `root` (by id: React's ids are the server's) until `stop`.
 * `giveBack` gives each field back once, when React has hydrated it: called again, it reaches the
 * fields of parts that hydrate later (a remote's slot, a lazy page). Giving back what React has
 * seen already changes nothing: the value is the one it has.
 */
export function keepEarlyInput(root: HTMLElement): {
  giveBack: (within?: Element | null, options?: { outsideSlots?: boolean }) => void;
  stop: () => void;
} {
  const kept = new Map<string, Kept>();
  for (const element of root.querySelectorAll(fields)) {
    if (isField(element) && element.id && changedFromServer(element))
      kept.set(element.id, current(element));
  }
  const given = new Set<string>();
  // The parts whose hydration has committed (each giveBack call names one): their fields are
  // React's from then on, and what the shopper does there is the page's own, never kept.
  const committed: { within: Element; outsideSlots: boolean }[] = [];
  const isReacts = (element: Element) =>
    hydratedByReact(element) &&
    committed.some(
      ({ within, outsideSlots }) =>
        within.contains(element) && !(outsideSlots && element.closest('[data-slot]')),
    );
  const record = (event: Event) => {
    const element = event.target as Element | null;
    if (!isField(element) || !element.id || !root.contains(element)) return;
    // A field given back already, or in a part React has taken over, is React's: it takes the
    // change itself (kept, it would be changed once more later: a second navigation).
    if (given.has(element.id) || isReacts(element)) return;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.checked) {
      // One radio of a group checked means the others are not.
      for (const other of root.querySelectorAll(
        `input[type="radio"][name="${CSS.escape(element.name)}"]`,
      ))
        if (other !== element && other.id) kept.delete(other.id);
    }
    kept.set(element.id, current(element));
  };
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  return {
    /**
     * Gives back the fields inside `within` (everything when left out), or only those outside the
     * remotes' slots: called when that part has committed its hydration, so React has its
     * fields. Each field once.
     */
    giveBack(within = root, { outsideSlots = false } = {}) {
      if (within) committed.push({ within, outsideSlots });
      for (const [id, value] of kept) {
        if (given.has(id)) continue;
        const element = document.getElementById(id);
        if (!isField(element) || !within?.contains(element)) continue;
        if (outsideSlots && element.closest('[data-slot]')) continue;
        // A field React has not hydrated yet (a lazy page still loading) gets it on a later call.
        if (!hydratedByReact(element)) continue;
        given.add(id);
        giveBack(element, value);
      }
    },
    stop() {
      document.removeEventListener('input', record, true);
      document.removeEventListener('change', record, true);
    },
  };
}
