import type { FastifyInstance } from 'fastify';
import type { ProductVariation } from '@shop/contracts/api';

export type CartRef = { uuid: string; secret: string };
type Variation = ProductVariation;

/** What the cart tests do again and again, against one app. */
export function cartClient(app: () => FastifyInstance) {
  const client = {
    async newCart(): Promise<CartRef> {
      return (await app().inject({ method: 'POST', url: '/carts' })).json();
    },

    async product(slug: string, headers: Record<string, string> = {}) {
      return (
        await app().inject({ method: 'GET', url: `/catalogue/products/${slug}`, headers })
      ).json();
    },

    /** The variation with these property values (size code, vase…). */
    async variation(slug: string, values: Record<string, string> = {}): Promise<Variation> {
      const product = await client.product(slug);
      const found = (product.variations as Variation[]).find((variation) =>
        Object.entries(values).every(([id, code]) => variation.property_values[id] === code),
      );
      if (!found) throw new Error(`${slug} has no variation ${JSON.stringify(values)}`);
      return found;
    },

    async wishCards(slug: string): Promise<{ id: number; size: string; productGroupId: number }[]> {
      return (
        await app().inject({ method: 'GET', url: `/catalogue/wish-cards?product=${slug}` })
      ).json()['hydra:member'];
    },

    addLine(cart: CartRef, payload: unknown, headers: Record<string, string> = {}) {
      return app().inject({
        method: 'POST',
        url: `/carts/${cart.uuid}/lines`,
        headers: {
          'x-cart-secret': cart.secret,
          'content-type': 'application/ld+json',
          ...headers,
        },
        payload: JSON.stringify(payload),
      });
    },

    uploadLetter(
      cart: CartRef,
      file: { name: string; type: string; content: Buffer; field?: string },
      headers: Record<string, string> = {},
    ) {
      const { body, contentType } = multipartBody(file);
      return app().inject({
        method: 'POST',
        url: `/carts/${cart.uuid}/letters`,
        headers: { 'x-cart-secret': cart.secret, 'content-type': contentType, ...headers },
        payload: body,
      });
    },
  };
  return client;
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartBody(file: {
  name: string;
  type: string;
  content: Buffer;
  field?: string;
}) {
  const boundary = '----shop-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
