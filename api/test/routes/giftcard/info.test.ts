import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from './helpers/build';

for (const target of dbTargets()) {
  describe(`gift card balance on ${target.name}`, () => {
    const app = build(target);
    let ip = 0;
    const lookup = (payload: unknown, language = 'en', remoteAddress = `10.0.0.${++ip}`) =>
      app().inject({ method: 'POST', url: '/giftcard/info', payload: payload as object, headers: { 'accept-language': language }, remoteAddress });

    it('shows the balance of a known card with its code', async () => {
      const response = await lookup({ cardId: '6036 0000 0000 0021', verificationCode: '654321' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json().balance, 123456);
      assert.equal(response.json().currency, 'EUR');
      assert.equal(response.json().cardNumber, '•••• •••• •••• 0021');
    });

    it('answers an unknown card and a wrong code identically', async () => {
      const wrongCode = await lookup({ cardId: '6036000000000021', verificationCode: '000000' });
      const unknownCard = await lookup({ cardId: '4000000000000002', verificationCode: '654321' });
      assert.equal(wrongCode.statusCode, 404);
      assert.equal(unknownCard.statusCode, wrongCode.statusCode);
      assert.deepEqual(unknownCard.json(), wrongCode.json());
      assert.equal(wrongCode.json()['hydra:description'], 'This combination of card number and verification code is not known');
    });

    it('checks the card number with the shared schema', async () => {
      const response = await lookup({ cardId: '6036000000000014', verificationCode: '123456' }, 'nl');
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().violations, [
        { propertyPath: 'cardId', message: 'Ongeldig kaartnummer', code: 'validation.invalidCardNumber' },
      ]);
    });

    it('limits lookups per address to 10 a minute', async () => {
      const address = '10.9.9.9';
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await lookup({ cardId: '6036000000000021', verificationCode: '000000' }, 'fr-be', address)).statusCode);
      }
      assert.deepEqual(statuses.slice(0, 10), Array(10).fill(404));
      assert.equal(statuses[10], 429);
      const limited = await lookup({ cardId: '6036000000000021', verificationCode: '654321' }, 'fr-be', address);
      assert.equal(limited.statusCode, 429);
      assert.match(limited.json()['hydra:description'], /^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
    });
  });
}
