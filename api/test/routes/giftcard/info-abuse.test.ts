import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { unknownCardNumber } from '../../helpers/gift-card-numbers';
import { giftCardLockouts, giftCardLookups } from '../../../src/db/schema';

for (const target of dbTargets()) {
  describe(`gift card lookup abuse resistance on ${target.name}`, () => {
    const app = build(target);
    let ip = 0;
    const lookup = (cardId: string, verificationCode: string) =>
      app().inject({
        method: 'POST',
        url: '/giftcard/info',
        payload: { cardId, verificationCode },
        headers: { 'accept-language': 'en' },
        // A new address every time: the per-address limit never plays a part here.
        remoteAddress: `10.1.0.${++ip}`,
      });

    it('limits wrong codes per card from many addresses, not counting a right one', async () => {
      const card = '6036000000000013';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await lookup(card, '000000')).statusCode);
      statuses.push((await lookup(card, '123456')).statusCode);
      statuses.push((await lookup(card, '000000')).statusCode);
      assert.deepEqual(statuses, [404, 404, 404, 404, 200, 404]);
      const limited = await lookup(card, '123456');
      assert.equal(
        limited.statusCode,
        429,
        'the sixth wrong-or-later lookup waits, right code too',
      );
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.match(limited.json()['hydra:description'], /^Too many attempts/);
    });

    it('limits per address behind the proxy, whatever X-Forwarded-For the shopper sends', async () => {
      // nginx appends the address it saw to what the client sent; only that last one counts.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await app().inject({
          method: 'POST',
          url: '/giftcard/info',
          payload: { cardId: unknownCardNumber(40 + i), verificationCode: '000000' },
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9` },
          remoteAddress: '127.0.0.1',
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [...Array(10).fill(404), 429]);
    });

    it('limits an unknown card number just like a known one', async () => {
      const card = unknownCardNumber(1);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await lookup(card, '000000')).statusCode);
      assert.deepEqual(statuses, [404, 404, 404, 404, 404, 429]);
    });

    it('locks a card after ten wrong codes in a day, even against the right code', async () => {
      const card = '6036000000000021';
      const cardNumberHash = app().giftCardLookups.pseudonym(card);
      // Nine wrong codes earlier today (the per-card limit lets five through each quarter hour).
      const earlier = new Date(Date.now() - 2 * 60 * 60_000);
      await app()
        .db.insert(giftCardLookups)
        .values(
          Array.from({ length: 9 }, () => ({
            at: earlier,
            cardNumberHash,
            cardNumberMasked: '•••• 0021',
            clientAddressHash: 'earlier',
            outcome: 'wrong-code' as const,
          })),
        );
      assert.equal((await lookup(card, '654321')).statusCode, 200, 'nine are not enough');
      const tenth = await lookup(card, '000000');
      assert.equal(tenth.statusCode, 404);

      const locked = await lookup(card, '654321');
      const unknown = await lookup(unknownCardNumber(2), '654321');
      assert.equal(locked.statusCode, 404);
      assert.deepEqual(locked.json(), unknown.json(), 'a locked card answers as an unknown one');
      assert.deepEqual(locked.json(), tenth.json(), 'and as a wrong code');

      const [lockout] = await app()
        .db.select()
        .from(giftCardLockouts)
        .where(eq(giftCardLockouts.cardNumberHash, cardNumberHash));
      assert.ok(lockout, 'the lock-out is in the database, for every instance');
      const hours = (lockout.lockedUntil.getTime() - Date.now()) / 3_600_000;
      assert.ok(hours > 23 && hours <= 24, `locked for a day, not ${hours} hours`);
    });

    it('writes an audit row for every lookup, without the code or the full number', async () => {
      const card = '6036000000000039';
      await lookup(card, '987650');
      await lookup(card, '111111');
      const rows = await app()
        .db.select()
        .from(giftCardLookups)
        .where(eq(giftCardLookups.cardNumberHash, app().giftCardLookups.pseudonym(card)));
      assert.deepEqual(
        rows.map((row) => [row.outcome, row.cardNumberMasked]),
        [
          ['wrong-code', '•••• 0039'],
          ['found', '•••• 0039'],
        ],
      );
      for (const row of rows) {
        const stored = JSON.stringify(row);
        assert.ok(!stored.includes('987650') && !stored.includes('111111'), 'no code is kept');
        assert.ok(!stored.includes(card), 'no full card number is kept');
        assert.ok(!stored.includes('10.1.0.'), 'no client address is kept');
        assert.match(row.clientAddressHash, /^[0-9a-f]{64}$/);
      }
      const outcomes = new Set(
        (await app().db.select().from(giftCardLookups)).map((row) => row.outcome),
      );
      for (const outcome of ['found', 'wrong-code', 'unknown-card', 'locked', 'card-limited'])
        assert.ok(outcomes.has(outcome as never), `${outcome} lookups are recorded too`);
    });
  });
}
