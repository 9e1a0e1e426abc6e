import { wishCardTextMessage } from '@shop/contracts/schemas';
import { renderedLineCount, wrapLine } from './card-text-lines';

// Every character 10 px wide: a 100 px card holds 10 characters a line.
const measure = (text: string) => [...text].length * 10;

describe('card text lines as rendered', () => {
  it('wraps whole words and lets the spaces at a break hang', () => {
    expect(wrapLine('Lieve oma, van harte gefeliciteerd', 100, measure)).toEqual([
      'Lieve oma, ',
      'van harte ',
      'gefelicite',
      'erd',
    ]);
    expect(wrapLine('exactly10!', 100, measure)).toEqual(['exactly10!']);
    expect(wrapLine('', 100, measure)).toEqual(['']);
  });

  it('counts typed lines and the lines their wrapping adds', () => {
    expect(renderedLineCount('kort\n\nook kort', 100, measure)).toBe(3);
    expect(renderedLineCount('een regel die te lang is', 100, measure)).toBe(3);
    expect(renderedLineCount('a\r\nb', 100, measure)).toBe(2);
  });

  it('counts only typed lines while the card has no width', () => {
    expect(renderedLineCount('een regel die te lang is\nb', 0, measure)).toBe(2);
  });

  it('breaks a small card by rendered lines before any newline is over', () => {
    const nineTyped = Array.from({ length: 9 }, () => 'kort').join('\n');
    expect(
      wishCardTextMessage(nineTyped, 'small', renderedLineCount(nineTyped, 100, measure)),
    ).toBeNull();
    const oneWraps = `${nineTyped.slice(0, -4)}veel te lang voor een regel`;
    expect(oneWraps.split('\n')).toHaveLength(9);
    expect(
      wishCardTextMessage(oneWraps, 'small', renderedLineCount(oneWraps, 100, measure)),
    ).toEqual({ key: 'validation.cardLines', values: { maxLines: 9 } });
  });

  it.each([
    ['small', 320, 9],
    ['big', 400, 10],
    ['funeral', 460, 9],
  ])('holds a %s card to %i characters and %i lines', (size, maxLength, maxLines) => {
    const wide = (text: string) => renderedLineCount(text, 10_000, measure);
    const longest = 'x'.repeat(maxLength);
    expect(wishCardTextMessage(longest, size, wide(longest))).toBeNull();
    expect(wishCardTextMessage(`${longest}x`, size, wide(`${longest}x`))).toEqual({
      key: 'validation.cardCharacters',
      values: { maxLength },
    });
    const lines = (n: number) => Array.from({ length: n }, () => 'a').join('\n');
    expect(wishCardTextMessage(lines(maxLines), size, wide(lines(maxLines)))).toBeNull();
    expect(wishCardTextMessage(lines(maxLines + 1), size, wide(lines(maxLines + 1)))).toEqual({
      key: 'validation.cardLines',
      values: { maxLines },
    });
  });
});
