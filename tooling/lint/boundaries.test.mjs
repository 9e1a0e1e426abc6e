// Proves the lint rules that guard the architecture actually fire: a remote importing another
// remote's source, a shared package importing an app, and a feature importing another feature.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

test('a remote may not import another remote’s source', async () => {
  const messages = await messagesFor(
    'mfe-product/src/features/catalogue/x.ts',
    "import { cartStore } from '../../../../mfe-checkout/src/cart/cart-store';\nexport const x = cartStore;\n",
  );
  assert.ok(
    messages.some((m) => m.includes("A remote never imports another remote's source")),
    messages.join('\n'),
  );
});

test('a shared package may not import an app', async () => {
  const messages = await messagesFor(
    'shared-ui/src/x.ts',
    "import { modulesForPath } from '../../host/src/federation/route-modules';\nexport const x = modulesForPath;\n",
  );
  assert.ok(
    messages.some((m) => m.includes('Shared packages never import apps')),
    messages.join('\n'),
  );
});

test('the host may not import a remote’s source', async () => {
  const messages = await messagesFor(
    'host/src/x.ts',
    "import { GiftcardRoutes } from '../../mfe-giftcard/src/routes/giftcard-routes';\nexport const x = GiftcardRoutes;\n",
  );
  assert.ok(
    messages.some((m) => m.includes('never their source')),
    messages.join('\n'),
  );
});

test('features may not import each other', async () => {
  const messages = await messagesFor(
    'mfe-product/src/features/category-nav/x.ts',
    "import { CataloguePage } from '../catalogue/catalogue-page';\nexport const x = CataloguePage;\n",
  );
  assert.ok(
    messages.some((m) => m.includes('Features do not import each other')),
    messages.join('\n'),
  );
});

test('an allowed import passes', async () => {
  const messages = await messagesFor(
    'mfe-product/src/features/category-nav/x.ts',
    "import { listCategories } from '../../api/catalogue-api';\nexport const x = listCategories;\n",
  );
  assert.deepEqual(messages, []);
});

test('apps and shared packages route through shared-ui’s router, never react-router itself', async () => {
  for (const [file, name] of [
    ['mfe-product/src/features/catalogue/x.tsx', 'react-router-dom'],
    ['shared-auth/src/x.tsx', 'react-router'],
  ]) {
    const messages = await messagesFor(
      file,
      `import { Link } from '${name}';\nexport const x = Link;\n`,
    );
    assert.ok(
      messages.some((m) => m.includes("Import routing from '@shop/shared-ui/router'")),
      messages.join('\n'),
    );
  }
  const allowed = await messagesFor(
    'mfe-product/src/features/catalogue/x.tsx',
    "import { Link } from '@shop/shared-ui/router';\nexport const x = Link;\n",
  );
  assert.deepEqual(allowed, []);
});

test('translations come through shared-ui’s useTranslation, never react-i18next itself', async () => {
  const messages = await messagesFor(
    'mfe-checkout/src/features/cart/x.tsx',
    "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;\n",
  );
  assert.ok(
    messages.some((m) => m.includes("Import useTranslation from '@shop/shared-ui'")),
    messages.join('\n'),
  );
});

test('the front end never imports i18next; the API may (ADR 0014)', async () => {
  const code = "import i18next from 'i18next';\nexport const x = i18next;\n";
  for (const file of ['mfe-product/src/features/x.ts', 'host/src/x.ts', 'shared-ui/src/x.ts']) {
    const messages = await messagesFor(file, code);
    assert.ok(
      messages.some((m) => m.includes('i18next is the API')),
      `${file}: ${messages.join('\n')}`,
    );
  }
  assert.deepEqual(await messagesFor('api/src/http/x.ts', code), []);
});
