// Every team's message files (ADR 0029) and the API's own (its mails, issue 34):
// `<app>/src/locales/<locale>/<part>.json`. nl-nl is the source and the fallback; fr-be and
// en-us say every text of it with the same placeholders; nl-be says only what Flemish words
// differently; no part exists in one locale only.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const locales = ['nl-nl', 'nl-be', 'fr-be', 'en-us'];
const apps = readdirSync(root).filter((dir) => existsSync(path.join(root, dir, 'src/locales')));

/** Every text as [dotted key, text]. */
function leaves(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}
const placeholders = (text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const read = (app, locale, file) =>
  JSON.parse(readFileSync(path.join(root, app, 'src/locales', locale, file), 'utf8'));
// A plural's forms differ per language (French has no `_zero`, English no `_few`).
const withoutPluralForm = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the message files', () => {
  it('are found in every app that has texts', () => {
    const remotes = Object.keys(
      JSON.parse(
        readFileSync(path.join(root, 'shared-contracts/src/modules/remotes.json'), 'utf8'),
      ),
    ).map((name) => `mfe-${name}`);
    assert.deepEqual(
      apps.sort(),
      ['api', 'host', ...remotes, 'shared-auth', 'shared-contracts'].sort(),
    );
  });

  for (const app of apps) {
    const parts = readdirSync(path.join(root, app, 'src/locales/nl-nl'));
    it(`${app}: every locale has the same parts`, () => {
      for (const locale of locales)
        assert.deepEqual(
          readdirSync(path.join(root, app, 'src/locales', locale)).sort(),
          parts.sort(),
        );
    });
    for (const part of parts) {
      const dutch = new Map(leaves(read(app, 'nl-nl', part)));
      for (const locale of ['fr-be', 'en-us']) {
        it(`${app} ${part}: ${locale} says every nl-nl text, with its placeholders`, () => {
          const own = new Map(leaves(read(app, locale, part)));
          const keys = (map) => [...new Set([...map.keys()].map(withoutPluralForm))].sort();
          assert.deepEqual(keys(own), keys(dutch));
          for (const [key, text] of own) {
            const source = dutch.get(key) ?? dutch.get(`${withoutPluralForm(key)}_other`);
            assert.deepEqual([key, placeholders(text)], [key, placeholders(source)]);
          }
        });
      }
      it(`${app} ${part}: nl-be overrides only texts nl-nl has`, () => {
        for (const [key, text] of leaves(read(app, 'nl-be', part))) {
          assert.ok(dutch.has(key), `${key} is not an nl-nl text`);
          assert.deepEqual(placeholders(text), placeholders(dutch.get(key)));
        }
      });
    }
  }
});
