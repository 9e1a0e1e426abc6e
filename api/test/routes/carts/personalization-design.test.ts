import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, jpeg, multipartBody, pdf, type CartRef } from '../../helpers/cart';
import { nextAddress } from '../../helpers/oauth';
import { cardPayment, dutchAddress } from '../../helpers/order-input';
import type { MailMessage } from '../../../src/plugins/app/core/mailer';
import { eq } from 'drizzle-orm';
import { cartLines } from '../../../src/db/schema';

type Violation = { propertyPath: string; message: string; code: string };

for (const target of dbTargets()) {
  describe(`a personalization's design (ADR 0028) on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    const app = build(target, {
      mail: { mailer: { send: async (mail) => void mails.push(mail) } },
    });
    const { newCart, variation, addLine } = cartClient(app);
    const ribbonLine = async (design?: unknown) => ({
      variationId: (await variation('rouwlint-rozen', { size: 'S' })).id,
      quantity: 1,
      personalization: true,
      ...(design === undefined ? {} : { design }),
    });
    const getCart = async (cart: CartRef, language = 'nl-NL') =>
      (
        await app().inject({
          method: 'GET',
          url: `/carts/${cart.uuid}`,
          headers: { 'x-cart-secret': cart.secret, 'accept-language': language },
        })
      ).json();
    const changeDesign = (cart: CartRef, lineId: string, design: unknown, language = 'nl-NL') =>
      app().inject({
        method: 'PUT',
        url: `/carts/${cart.uuid}/lines/${lineId}/design`,
        headers: {
          'x-cart-secret': cart.secret,
          'content-type': 'application/ld+json',
          'accept-language': language,
        },
        payload: JSON.stringify(design),
      });
    const uploadPhoto = (cart: CartRef, file: { name: string; type: string; content: Buffer }) => {
      const { body, contentType } = multipartBody(file);
      return app().inject({
        method: 'POST',
        url: `/carts/${cart.uuid}/photos`,
        headers: { 'x-cart-secret': cart.secret, 'content-type': contentType },
        payload: body,
      });
    };
    const placeOrder = async (cart: CartRef, language = 'nl-NL') => {
      const date = (
        await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
      ).json()['hydra:member'][0].date;
      return app().inject({
        method: 'POST',
        url: '/order/orders',
        remoteAddress: nextAddress(),
        headers: {
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
          'accept-language': language,
          'idempotency-key': randomBytes(12).toString('hex'),
        },
        payload: JSON.stringify({
          cart: cart.uuid,
          email: 'anna@example.nl',
          deliveryDate: date,
          deliveryAddress: dutchAddress,
          payment: await cardPayment(),
        }),
      });
    };
    async function refusal(payload: unknown, language = 'nl-NL'): Promise<Violation[]> {
      const response = await addLine(await newCart(), payload, { 'accept-language': language });
      assert.equal(response.statusCode, 400, response.body);
      return response.json().violations;
    }

    it('refuses a paid personalization without a design, in the shopper’s language', async () => {
      const line = await ribbonLine();
      assert.deepEqual(await refusal(line), [
        {
          propertyPath: 'design',
          message: 'Maak eerst je ontwerp: de personalisatie is nog leeg',
          code: 'validation.designRequired',
        },
      ]);
      const response = await addLine(await newCart(), line, { 'accept-language': 'fr-BE' });
      assert.equal(response.statusCode, 400);
      assert.equal(
        response.json()['hydra:description'],
        'Créez d’abord votre design : la personnalisation est encore vide',
      );
    });

    it('refuses a design whose lines are blank, or only emoji, as empty', async () => {
      for (const lines of [
        ['', ''],
        ['   ', '\n'],
        ['🌹', '★'],
      ]) {
        assert.deepEqual(
          (await refusal(await ribbonLine({ lines }), 'en-US')).map((v) => [
            v.propertyPath,
            v.code,
          ]),
          [['design.lines.0', 'validation.designLineRequired']],
        );
      }
      // The rose bouquet's one line is required too; a candle takes a photo first of all.
      const candle = (await variation('geurkaars', { size: 'S' })).id;
      assert.deepEqual(
        await refusal(
          { variationId: candle, quantity: 1, personalization: true, design: { lines: [''] } },
          'en-US',
        ),
        [
          {
            propertyPath: 'design.photoId',
            message: 'Add a photo',
            code: 'validation.designPhotoRequired',
          },
        ],
      );
    });

    it('refuses a line longer than the product allows, naming its limit', async () => {
      const violations = await refusal(
        await ribbonLine({ lines: ['Rust zacht', 'x'.repeat(41)] }),
        'nl-NL',
      );
      assert.deepEqual(violations, [
        {
          propertyPath: 'design.lines.1',
          message: 'Maximale lengte: 40 karakters',
          code: 'validation.maxLength',
        },
      ]);
      assert.deepEqual(
        (await refusal(await ribbonLine({ lines: ['Rust zacht'] }))).map((v) => v.code),
        ['validation.invalidValue'],
      );
    });

    it('refuses a design for a line without personalization', async () => {
      const sunny = (await variation('zonnig-boeket', { size: 'M' })).id;
      assert.deepEqual(
        (await refusal({ variationId: sunny, quantity: 1, design: { lines: ['Anna'] } })).map(
          (v) => v.code,
        ),
        ['validation.designWithoutPersonalization'],
      );
    });

    it('keeps the design on the line, with each text under its label', async () => {
      const cart = await newCart();
      const added = await addLine(
        cart,
        await ribbonLine({ lines: ['  Rust zacht  ', 'Familie Jansen'] }),
      );
      assert.equal(added.statusCode, 200, added.body);
      const [line] = (await getCart(cart, 'en-US')).lines;
      assert.deepEqual(line.design, {
        lines: [
          { label: 'Ribbon text, line 1', text: 'Rust zacht' },
          { label: 'Ribbon text, line 2', text: 'Familie Jansen' },
        ],
        photo: null,
      });
      assert.equal(line.design_definition.lines[0].max_length, 40);
      // Another text is another line; the same text again adds to this one.
      await addLine(cart, await ribbonLine({ lines: ['Rust zacht', 'Familie Jansen'] }));
      await addLine(cart, await ribbonLine({ lines: ['Tot ziens', ''] }));
      assert.deepEqual(
        (await getCart(cart)).lines.map((l: { quantity: number }) => l.quantity),
        [2, 1],
      );
    });

    it('changes the design from the cart, checked as when it was added', async () => {
      const cart = await newCart();
      await addLine(cart, await ribbonLine({ lines: ['Rust zacht', ''] }));
      const [line] = (await getCart(cart)).lines;

      const empty = await changeDesign(cart, line.id, { lines: ['', ''] }, 'fr-BE');
      assert.equal(empty.statusCode, 400);
      assert.equal(empty.json().violations[0].message, 'Remplissez cette ligne');

      const changed = await changeDesign(cart, line.id, { lines: ['Rust zacht', 'Opa'] });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.deepEqual(
        changed.json().lines[0].design.lines.map((l: { text: string }) => l.text),
        ['Rust zacht', 'Opa'],
      );
      // Another cart cannot touch it: its secret opens its own cart only.
      const other = await newCart();
      const foreign = await changeDesign({ ...other }, line.id, { lines: ['Hack', ''] });
      assert.equal(foreign.statusCode, 404);
      const forged = await changeDesign(cart, line.id, { lines: ['Rust zacht', ''], price: 0 });
      assert.equal(forged.statusCode, 400);
    });

    it('takes a photo checked by its content, from this cart only', async () => {
      const cart = await newCart();
      const notAPhoto = await uploadPhoto(cart, {
        name: 'foto.jpg',
        type: 'image/jpeg',
        content: pdf,
      });
      assert.equal(notAPhoto.statusCode, 400);
      assert.equal(notAPhoto.json().violations[0].code, 'validation.designPhotoType');
      const photo = await uploadPhoto(cart, { name: 'oma.jpg', type: 'image/jpeg', content: jpeg });
      assert.equal(photo.statusCode, 201, photo.body);
      assert.equal(photo.json().type, 'image/jpeg');

      const candle = (await variation('geurkaars', { size: 'S' })).id;
      const line = { variationId: candle, quantity: 1, personalization: true };
      const elsewhere = await addLine(await newCart(), {
        ...line,
        design: { lines: [''], photoId: photo.json().id },
      });
      assert.equal(elsewhere.json().violations[0].code, 'validation.designPhotoUnknown');
      const added = await addLine(cart, {
        ...line,
        design: { lines: ['Voor altijd'], photoId: photo.json().id },
      });
      assert.equal(added.statusCode, 200, added.body);
      assert.deepEqual(added.json().lines[0].design.photo, {
        id: photo.json().id,
        file_name: 'oma.jpg',
      });
    });

    it('orders the design: the order and its mail show it', async () => {
      const cart = await newCart();
      await addLine(cart, await ribbonLine({ lines: ['Rust zacht', 'Familie Jansen & kinderen'] }));
      mails.length = 0;
      const placed = await placeOrder(cart);
      assert.equal(placed.statusCode, 201, placed.body);
      assert.deepEqual(placed.json().lines[0].design, {
        lines: [
          { label: 'Tekst op het lint, regel 1', text: 'Rust zacht' },
          { label: 'Tekst op het lint, regel 2', text: 'Familie Jansen & kinderen' },
        ],
        photo: null,
      });
      assert.equal(mails.length, 1);
      assert.match(mails[0]!.text, /Tekst op het lint, regel 1: “Rust zacht”/);
      assert.match(mails[0]!.html, /Familie Jansen &amp; kinderen/);
    });

    it('refuses to order a line whose design is empty, such as one put in the cart before designs', async () => {
      const cart = await newCart();
      const added = await addLine(cart, await ribbonLine({ lines: ['Rust zacht', ''] }));
      assert.equal(added.statusCode, 200, added.body);
      // As a cart line made before designs existed: personalization paid for, no texts.
      await app()
        .db.update(cartLines)
        .set({ designLines: null })
        .where(eq(cartLines.cartUuid, cart.uuid));
      for (const [language, message] of [
        ['nl-NL', 'Rozen met rouwlint heeft nog geen ontwerp.'],
        ['fr-BE', "Roses avec ruban de deuil n'a pas encore de design"],
      ] as const) {
        const refused = await placeOrder(cart, language);
        assert.equal(refused.statusCode, 422, refused.body);
        assert.match(refused.json()['hydra:description'], new RegExp(message.replace('.', '\\.')));
      }
      // Designed again from the cart, it is ordered.
      const lineId = (await getCart(cart)).lines[0].id;
      assert.equal(
        (await changeDesign(cart, lineId, { lines: ['Rust zacht', ''] })).statusCode,
        200,
      );
      assert.equal((await placeOrder(cart)).statusCode, 201);
    });
  });
}
