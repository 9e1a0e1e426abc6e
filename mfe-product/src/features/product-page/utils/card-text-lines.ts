/** How wide a text is in pixels, in the card's font (canvas measureText in the page). */
export type MeasureText = (text: string) => number;

/**
 * The lines one typed line takes on a card `width` pixels wide, as a textarea with
 * `white-space: pre-wrap; overflow-wrap: break-word` lays it out: words wrap whole, spaces at a
 * break hang at the end of the line, and a word wider than the card breaks between characters.
 */
export function wrapLine(line: string, width: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let current = '';
  const fits = (text: string) => measure(text.trimEnd()) <= width;
  for (const token of line.match(/\s+|\S+/g) ?? []) {
    if (/^\s/.test(token) || fits(current + token)) {
      current += token;
      continue;
    }
    if (current.trim() !== '') {
      lines.push(current);
      current = '';
    }
    for (const character of token) {
      if (current !== '' && !fits(current + character)) {
        lines.push(current);
        current = '';
      }
      current += character;
    }
  }
  lines.push(current);
  return lines;
}

/**
 * Lines as the shopper sees them on the card: every typed line plus the lines its wrapping
 * adds. Without a width (the card is not laid out yet) only typed lines count.
 */
export function renderedLineCount(text: string, width: number, measure: MeasureText): number {
  const typed = text.replace(/\r\n?/g, '\n').split('\n');
  if (!(width > 0)) return typed.length;
  return typed.reduce((count, line) => count + wrapLine(line, width, measure).length, 0);
}
