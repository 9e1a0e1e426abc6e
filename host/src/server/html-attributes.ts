/**
 * An attribute's value in a tag's attribute text as a minified build or React writes it:
 * quoted or not; '' for one without a value (`defer`); undefined when it is not there.
 */
export function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:=("[^"]*"|'[^']*'|[^\\s>"']+))?(?=[\\s/>]|$)`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? '').replace(/^(["'])([\s\S]*)\1$/, '$2');
}
