import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, jpeg, pdf, png } from '../../helpers/cart';

for (const target of dbTargets()) {
  describe(`POST /carts/:uuid/letters on ${target.name}`, () => {
    const app = build(target);
    const { newCart, uploadLetter } = cartClient(app);

    it('keeps a PDF, JPEG or PNG letter for the cart and answers what it stored', async () => {
      const cart = await newCart();
      const response = await uploadLetter(cart, {
        name: 'C:\\Users\\anna\\brief aan oma.pdf',
        type: 'application/pdf',
        content: pdf,
      });
      assert.equal(response.statusCode, 201);
      const letter = response.json();
      assert.match(letter.id, /^[0-9a-f-]{36}$/);
      assert.deepEqual(letter, {
        '@context': '/api/contexts/Letter',
        '@id': `/api/carts/${cart.uuid}/letters/${letter.id}`,
        '@type': 'Letter',
        id: letter.id,
        file_name: 'brief aan oma.pdf',
        size: pdf.length,
        type: 'application/pdf',
      });
      const image = await uploadLetter(cart, { name: 'foto.png', type: 'image/png', content: png });
      assert.equal(image.json().type, 'image/png');
      // The browser's claim does not count: a JPEG sent as "application/pdf" is a JPEG.
      const claimed = await uploadLetter(cart, {
        name: 'scan',
        type: 'application/pdf',
        content: jpeg,
      });
      assert.equal(claimed.json().type, 'image/jpeg');
    });

    it('refuses a file that is not a PDF, JPEG or PNG by its content, in the shopper’s language', async () => {
      const cart = await newCart();
      const response = await uploadLetter(
        cart,
        { name: 'brief.pdf', type: 'application/pdf', content: Buffer.from('<html>hallo</html>') },
        { 'accept-language': 'nl-BE' },
      );
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().violations, [
        {
          propertyPath: 'file',
          message: 'Laad een brief op als PDF, JPEG of PNG',
          code: 'validation.letterType',
        },
      ]);
    });

    it('refuses a letter over 5 MB with a 413', async () => {
      const cart = await newCart();
      const tooBig = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length + 1, 0x20)]);
      const response = await uploadLetter(
        cart,
        { name: 'groot.pdf', type: 'application/pdf', content: tooBig },
        { 'accept-language': 'en-US' },
      );
      assert.equal(response.statusCode, 413);
      assert.equal(response.json()['hydra:description'], 'A letter can be at most 5 MB');
      assert.equal(response.json().violations[0].code, 'validation.letterSize');
      const justFits = await uploadLetter(cart, {
        name: 'past.pdf',
        type: 'application/pdf',
        content: tooBig.subarray(0, 5 * 1024 * 1024),
      });
      assert.equal(justFits.statusCode, 201);
      assert.equal(justFits.json().size, 5 * 1024 * 1024);
    });

    it('keeps only a clean base name, whatever folders or control characters the name carries', async () => {
      const cart = await newCart();
      const traversal = await uploadLetter(cart, {
        name: '../../etc/passwd\u0000.pdf',
        type: 'application/pdf',
        content: pdf,
      });
      assert.equal(traversal.statusCode, 201);
      assert.equal(traversal.json().file_name, 'passwd.pdf');
      // Markup in a name is text: stored as typed, for the site to escape where it shows it.
      const markup = await uploadLetter(cart, {
        name: 'C:\\temp\\<img src=x onerror=alert(1)>.png',
        type: 'image/png',
        content: png,
      });
      assert.equal(markup.json().file_name, '<img src=x onerror=alert(1)>.png');
      const nameless = await uploadLetter(cart, { name: '../', type: 'image/png', content: png });
      assert.equal(nameless.json().file_name, 'brief');
    });

    it('judges the type by the bytes, not by the name or the claimed type', async () => {
      const cart = await newCart();
      // A Windows program named and typed as a PDF.
      const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
      const disguised = await uploadLetter(cart, {
        name: 'brief.pdf',
        type: 'application/pdf',
        content: program,
      });
      assert.equal(disguised.statusCode, 400);
      assert.equal(disguised.json().violations[0].code, 'validation.letterType');
      const svg = await uploadLetter(cart, {
        name: 'brief.png',
        type: 'image/png',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      });
      assert.equal(svg.statusCode, 400);
      const empty = await uploadLetter(cart, {
        name: 'leeg.pdf',
        type: 'application/pdf',
        content: Buffer.alloc(0),
      });
      assert.equal(empty.statusCode, 400);
      // A real PDF keeps its content type whatever it is called.
      const named = await uploadLetter(cart, {
        name: 'brief.exe',
        type: 'application/x-msdownload',
        content: pdf,
      });
      assert.equal(named.statusCode, 201);
      assert.equal(named.json().type, 'application/pdf');
    });

    it('needs the cart’s secret, a multipart body and a field named file', async () => {
      const cart = await newCart();
      const other = await newCart();
      const file = { name: 'brief.pdf', type: 'application/pdf', content: pdf };
      assert.equal(
        (await uploadLetter(cart, file, { 'x-cart-secret': other.secret })).statusCode,
        404,
      );
      const json = await app().inject({
        method: 'POST',
        url: `/carts/${cart.uuid}/letters`,
        headers: { 'x-cart-secret': cart.secret, 'content-type': 'application/json' },
        payload: '{}',
      });
      assert.equal(json.statusCode, 415);
      const wrongField = await uploadLetter(cart, { ...file, field: 'letter' });
      assert.equal(wrongField.statusCode, 400);
      assert.equal(wrongField.json().violations[0].propertyPath, 'file');
    });
  });
}
