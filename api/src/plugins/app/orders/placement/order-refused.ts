/** Why an order could not be placed: a 'common' text key, its values and the HTTP status. */
export class OrderRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly values: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'OrderRefused';
  }
}
