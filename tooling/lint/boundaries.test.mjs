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

test('a feature may not import the routes that compose it', async () => {
  const messages = await messagesFor(
    'mfe-account/src/features/overview/x.ts',
    "import { AccountRoutes } from '../../routes/account-routes';\nexport const x = AccountRoutes;\n",
  );
  assert.ok(
    messages.some((m) => m.includes('Features do not import routes')),
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

test('teams translate with react-i18next’s shared exports, never another translator (ADR 0029)', async () => {
  const file = 'mfe-checkout/src/features/cart/x.tsx';
  assert.deepEqual(
    await messagesFor(
      file,
      "import { Trans, useTranslation } from 'react-i18next';\nexport const x = [Trans, useTranslation];\n",
    ),
    [],
  );
  const notShared = await messagesFor(
    file,
    "import { withTranslation } from 'react-i18next';\nexport const x = withTranslation;\n",
  );
  assert.ok(
    notShared.some((m) => m.includes('The site shares these exports of react-i18next only')),
    notShared.join('\n'),
  );
  for (const code of [
    "import rosetta from 'rosetta';\nexport const x = rosetta;\n",
    "import { useTranslation } from '@shop/shared-ui';\nexport const x = useTranslation;\n",
  ]) {
    const messages = await messagesFor(file, code);
    assert.ok(
      messages.some((m) => m.includes('no-restricted-imports') && m.includes('ADR 0029')),
      `${code}: ${messages.join('\n')}`,
    );
  }
});

test('@shop/contracts stays React-free and a leaf (ADR 0034)', async () => {
  const file = 'shared-contracts/src/api/x.ts';
  for (const code of [
    "import { useState } from 'react';\nexport const x = useState;\n",
    "import { jsx } from 'react/jsx-runtime';\nexport const x = jsx;\n",
    "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;\n",
    "import { atom } from 'jotai';\nexport const x = atom;\n",
    "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;\n",
    "import { Link } from 'react-router-dom';\nexport const x = Link;\n",
    "import { matchPath } from 'react-router';\nexport const x = matchPath;\n",
    "import { Price } from '@shop/shared-ui';\nexport const x = Price;\n",
    "import { FormField } from '@shop/shared-ui/forms';\nexport const x = FormField;\n",
    "import { http } from '@shop/shared-http';\nexport const x = http;\n",
    "import { useAuth } from '@shop/shared-auth';\nexport const x = useAuth;\n",
  ]) {
    const messages = await messagesFor(file, code);
    assert.ok(
      messages.some((m) => m.includes('@shop/contracts stays React-free and a leaf')),
      `${code}: ${messages.join('\n')}`,
    );
  }
  const bySource = await messagesFor(
    file,
    "import { pickPrice } from '../../../shared-ui/src/vat/vat-mode';\nexport const x = pickPrice;\n",
  );
  assert.ok(
    bySource.some((m) => m.includes('@shop/contracts stays React-free and a leaf')),
    bySource.join('\n'),
  );
  assert.deepEqual(
    await messagesFor(
      file,
      "import * as v from 'valibot';\nimport { orderStatuses } from '../schemas';\nexport const x = [v, orderStatuses];\n",
    ),
    [],
  );
});
