/**
 * A company name that ends in an abbreviation ("Bloemenhandel De Tulp B.V.") already ends the
 * sentence it closes: its own full stop is the sentence's, so the messages' full stop is not
 * doubled ("… B.V..").
 */
export function withoutFinalStop(name: string): string {
  return name.trimEnd().replace(/\.$/, '');
}
