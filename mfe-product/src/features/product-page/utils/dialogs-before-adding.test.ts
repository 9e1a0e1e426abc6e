import { dialogsBeforeAdding, type DialogState } from './dialogs-before-adding';

const state = (change: Partial<DialogState> = {}): DialogState => ({
  quantity: 1,
  card: { offered: true, chosen: false, text: '' },
  letter: { offered: true, chosen: false, hasFile: false },
  personalization: { offered: true, required: false, chosen: false },
  ...change,
});

describe('dialogs before adding', () => {
  it('asks to confirm going without anything personal', () => {
    expect(dialogsBeforeAdding(state())).toEqual(['nothingPersonal']);
  });

  it('asks nothing when nothing personal is offered or personalization is required', () => {
    const none = { offered: false, chosen: false };
    expect(
      dialogsBeforeAdding(
        state({
          card: { ...none, text: '' },
          letter: { ...none, hasFile: false },
          personalization: { ...none, required: false },
        }),
      ),
    ).toEqual([]);
    expect(
      dialogsBeforeAdding(
        state({ personalization: { offered: true, required: true, chosen: true } }),
      ),
    ).toEqual([]);
  });

  it('asks for the card text when the card is checked but empty', () => {
    expect(
      dialogsBeforeAdding(state({ card: { offered: true, chosen: true, text: ' \n ' } })),
    ).toEqual(['cardWithoutText']);
    expect(
      dialogsBeforeAdding(state({ card: { offered: true, chosen: true, text: 'Liefs' } })),
    ).toEqual([]);
  });

  it('asks for the letter when it is checked without a file', () => {
    expect(
      dialogsBeforeAdding(state({ letter: { offered: true, chosen: true, hasFile: false } })),
    ).toEqual(['letterWithoutFile']);
  });

  it('notes that several items get the same personalization', () => {
    const personalized = { offered: true, required: false, chosen: true };
    expect(dialogsBeforeAdding(state({ quantity: 3, personalization: personalized }))).toEqual([
      'samePersonalization',
    ]);
    expect(dialogsBeforeAdding(state({ quantity: 1, personalization: personalized }))).toEqual([]);
  });

  it('orders the questions: card, letter, then several items', () => {
    expect(
      dialogsBeforeAdding({
        quantity: 2,
        card: { offered: true, chosen: true, text: '' },
        letter: { offered: true, chosen: true, hasFile: false },
        personalization: { offered: true, required: true, chosen: true },
      }),
    ).toEqual(['cardWithoutText', 'letterWithoutFile', 'samePersonalization']);
  });
});
