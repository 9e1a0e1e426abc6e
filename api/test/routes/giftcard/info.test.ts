import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { unknownCardNumber } from '../../helpers/gift-card-numbers';

for (const target of dbTargets()) {
  describe(`gift card balance on ${target.name}`, () => {
    const app = build(target);
    let ip = 0;
    const lookup = (payload: unknown, language = 'en', remoteAddress = `10.0.0.${++ip}`) =>
      app().inject({
        method: 'POST',
        url: '/giftcard/info',
        payload: payload as object,
        headers: { 'accept-language': language },
        remoteAddress,
      });

    it('shows the balance of a known card with its code', async () => {
      const response = await lookup({ cardId: '6036 0000 0000 0021', verificationCode: '654321' });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body['@type'], 'GiftCardInfo');
      assert.equal(body.cardNumber, '•••• •••• •••• 0021');
      assert.equal(body.balance, 123456);
      assert.equal(body.currency, 'EUR');
      assert.equal(body.expires_at, '2029-06-30T23:59:59.000Z');
      assert.ok(
        !JSON.stringify(body).includes('6036000000000021'),
        'the full number never leaves the API',
      );
    });

    it('answers an unknown card and a wrong code with the same status and body', async () => {
      const wrongCode = await lookup({ cardId: '6036000000000021', verificationCode: '000000' });
      const unknownCard = await lookup({ cardId: '4000000000000002', verificationCode: '654321' });
      assert.equal(wrongCode.statusCode, 404);
      assert.equal(unknownCard.statusCode, wrongCode.statusCode);
      assert.deepEqual(unknownCard.json(), wrongCode.json());
      assert.equal(
        wrongCode.json()['hydra:description'],
        'This combination of card number and verification code is not known',
      );
    });

    it('checks the card number with the shared schema, in Dutch and English', async () => {
      const nl = await lookup({ cardId: '6036000000000014', verificationCode: '123456' }, 'nl');
      assert.equal(nl.statusCode, 400);
      assert.equal(nl.json()['@type'], 'hydra:Error');
      assert.equal(nl.json()['hydra:title'], 'Er zit een fout in het formulier');
      assert.equal(nl.json()['hydra:description'], 'cardId: Ongeldig kaartnummer');
      assert.deepEqual(nl.json().violations, [
        {
          propertyPath: 'cardId',
          message: 'Ongeldig kaartnummer',
          code: 'validation.invalidCardNumber',
        },
      ]);
      const en = await lookup({ cardId: '6036000000000014', verificationCode: '12345' }, 'en-US');
      assert.deepEqual(
        en.json().violations.map((v: { message: string }) => v.message),
        ['Invalid card number', en.json().violations[1].message],
      );
      assert.equal(en.json().violations[1].propertyPath, 'verificationCode');
    });

    it('reports missing fields as required', async () => {
      const response = await lookup({}, 'en-US');
      assert.equal(response.statusCode, 400);
      assert.deepEqual(
        response
          .json()
          .violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
        [
          ['cardId', 'validation.required'],
          ['verificationCode', 'validation.required'],
        ],
      );
    });

    it('limits lookups per address to 10 a minute', async () => {
      const address = '10.9.9.9';
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (
            await lookup(
              // Another card each time: only the limit per address is at work here.
              { cardId: unknownCardNumber(100 + i), verificationCode: '000000' },
              'fr-be',
              address,
            )
          ).statusCode,
        );
      }
      assert.deepEqual(statuses.slice(0, 10), Array(10).fill(404));
      assert.equal(statuses[10], 429);
      const limited = await lookup(
        { cardId: '6036000000000013', verificationCode: '123456' },
        'fr-be',
        address,
      );
      assert.equal(limited.statusCode, 429);
      assert.match(
        limited.json()['hydra:description'],
        /^Trop de tentatives\. Réessayez dans \d+ secondes\.$/,
      );
    });
  });
}
