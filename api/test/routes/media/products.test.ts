import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PhotoFormat, ProductPhoto } from '@shop/contracts/api';
import { build, dbTargets } from '../../helpers/build';
import { products } from '../../../src/db/schema';
import { productDrawing } from '../../../src/domain/product-drawing';
import { renderPhoto } from '../../../src/domain/photo-rendering';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const sharpFormat: Record<PhotoFormat, string> = { avif: 'heif', webp: 'webp', jpg: 'jpeg' };
const mime: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};
const rendition = (photo: ProductPhoto, width: number, format: PhotoFormat) =>
  photo.url_template
    .replace('{width}', String(width))
    .replace('{format}', format)
    .replace(/^\/api/, '');

for (const target of dbTargets()) {
  describe(`/media/products/{file}: product photos on ${target.name}`, () => {
    const app = build(target);
    const get = (url: string) => app().inject({ method: 'GET', url });
    const product = async (slug: string) =>
      (await get(`/catalogue/products/${slug}`)).json() as {
        image: string;
        photo: ProductPhoto;
        images: { url: string; alt: string; photo: ProductPhoto }[];
      };

    it('answers each format a product answer names as that format, at that width', async () => {
      const { photo } = await product('rode-rozen');
      assert.deepEqual(photo.formats, ['avif', 'webp', 'jpg']);
      assert.deepEqual(photo.widths, [160, 240, 320, 480, 640, 800, 960, 1200]);
      assert.deepEqual([photo.width, photo.height], [1200, 1200]);
      for (const format of photo.formats) {
        for (const width of [160, 640]) {
          const response = await get(rendition(photo, width, format));
          assert.equal(response.statusCode, 200, `${width} ${format}`);
          assert.equal(response.headers['content-type'], mime[format]);
          const meta = await sharp(response.rawPayload).metadata();
          assert.equal(meta.format, sharpFormat[format]);
          if (format === 'avif') assert.equal(meta.compression, 'av1');
          assert.deepEqual([meta.width, meta.height], [width, width], `${width} ${format}`);
        }
      }
    });

    it('answers every width as a JPEG of that width, cacheable for a year under its address', async () => {
      const { photo } = await product('zonnig-boeket');
      for (const width of photo.widths) {
        const response = await get(rendition(photo, width, 'jpg'));
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['cache-control'], IMMUTABLE);
        const meta = await sharp(response.rawPayload).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', width, width]);
      }
    });

    it('is the same picture on every instance: rendered again, byte for byte', async () => {
      const { photo } = await product('monstera');
      const response = await get(rendition(photo, 320, 'webp'));
      const look = { slug: 'monstera', shape: 'plant', colour: 'groen' };
      assert.ok(
        response.rawPayload.equals(await renderPhoto(productDrawing(look, 1), 320, 'webp')),
      );
      assert.ok((await get(rendition(photo, 320, 'webp'))).rawPayload.equals(response.rawPayload));
    });

    it('names each view of the product, its plain image being the largest JPEG', async () => {
      const detail = await product('witte-elegantie');
      assert.ok(detail.images.length >= 2);
      assert.equal(detail.image, `/api${rendition(detail.photo, 1200, 'jpg')}`);
      for (const [index, image] of detail.images.entries()) {
        assert.match(image.photo.url_template, new RegExp(`/witte-elegantie-${index + 1}\\.`));
        assert.equal(image.url, `/api${rendition(image.photo, 1200, 'jpg')}`);
        const response = await get(rendition(image.photo, 160, 'avif'));
        assert.equal(response.statusCode, 200);
      }
      const beyond = detail.images[0]!.photo.url_template.replace(
        'witte-elegantie-1.',
        `witte-elegantie-${detail.images.length + 1}.`,
      );
      assert.equal(
        (await get(rendition({ ...detail.photo, url_template: beyond }, 160, 'jpg'))).statusCode,
        404,
      );
    });

    it('gives a changed product new addresses and keeps the old address’s picture', async () => {
      const before = await product('tulpen-mix');
      const old = await get(rendition(before.photo, 240, 'jpg'));
      await app()
        .db.update(products)
        .set({ colour: 'paars' })
        .where(eq(products.slug, 'tulpen-mix'));
      const after = await product('tulpen-mix');
      assert.notEqual(after.photo.url_template, before.photo.url_template);
      const again = await get(rendition(before.photo, 240, 'jpg'));
      assert.equal(again.headers['cache-control'], IMMUTABLE);
      assert.ok(again.rawPayload.equals(old.rawPayload));
      const changed = await get(rendition(after.photo, 240, 'jpg'));
      assert.equal(changed.headers['cache-control'], IMMUTABLE);
      assert.ok(!changed.rawPayload.equals(old.rawPayload));
    });

    it('answers an address that does not name the current picture with it, for five minutes', async () => {
      const { photo } = await product('lavendel-droom');
      const stale = photo.url_template.replace(/\.[0-9a-f]{10}\./, '.0123456789.');
      const response = await get(rendition({ ...photo, url_template: stale }, 480, 'webp'));
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=300');
      const current = await get(rendition(photo, 480, 'webp'));
      assert.ok(response.rawPayload.equals(current.rawPayload));
      for (const url of [
        '/media/products/lavendel-droom.jpg',
        '/media/products/lavendel-droom-2.jpg',
        '/media/products/lavendel-droom.svg',
        '/media/products/lavendel-droom-2.svg',
      ]) {
        const plain = await get(url);
        assert.equal(plain.statusCode, 200, url);
        assert.equal(plain.headers['content-type'], 'image/jpeg');
        assert.equal(plain.headers['cache-control'], 'public, max-age=300');
        assert.equal((await sharp(plain.rawPayload).metadata()).width, 1200);
      }
    });

    it('answers 404 for an unknown product, view or width, and 400 for no photo’s name', async () => {
      const { photo } = await product('rode-rozen');
      const unknown = photo.url_template.replace('rode-rozen-1.', 'onbekend-1.');
      for (const url of [
        '/media/products/onbekend.svg',
        '/media/products/onbekend.jpg',
        '/media/products/rode-rozen-9.jpg',
        rendition({ ...photo, url_template: unknown }, 160, 'jpg'),
        rendition(photo, 161, 'jpg'),
      ]) {
        const response = await get(url);
        assert.equal(response.statusCode, 404, url);
        assert.equal(response.json()['@type'], 'hydra:Error');
      }
      for (const url of [
        '/media/products/rode-rozen.png',
        '/media/products/rode-rozen-1.abc.160.jpg',
      ]) {
        assert.equal((await get(url)).statusCode, 400, url);
      }
    });
  });
}
