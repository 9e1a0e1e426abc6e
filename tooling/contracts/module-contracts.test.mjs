// The teams' module contracts (ADR 0034) hold before anything is released: every remote exposes
// what @shop/contracts lists, each exposed module takes its contract's props, and a change of
// props that breaks a module's consumers or its remote fails to compile.
// Run with tsx (`node --import tsx --test`): it reads the contracts from their TypeScript source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { exposedModules } from '../../shared-contracts/src/modules/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const remotes = Object.keys(exposedModules);
const appOf = (remote) => path.join(root, `mfe-${remote}`);

/** A property's name in an object literal or a type literal, quoted or not. */
const nameOf = (property) => property.name && (property.name.text ?? property.name.getText());

function find(node, matches) {
  if (matches(node)) return node;
  return ts.forEachChild(node, (child) => find(child, matches));
}

/** The `exposes` map of a remote's webpack config: './AddToCart' → './src/exposes/add-to-cart.tsx'. */
function exposesOf(remote) {
  const file = path.join(appOf(remote), 'webpack.config.js');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const exposes = find(
    source,
    (node) => ts.isPropertyAssignment(node) && nameOf(node) === 'exposes',
  )?.initializer;
  assert.ok(exposes && ts.isObjectLiteralExpression(exposes), `${file} has no exposes map`);
  return Object.fromEntries(exposes.properties.map((p) => [nameOf(p), p.initializer.text]));
}

// Every app's tsconfig is the base one with the same types: one set of options serves them all.
const configFile = path.join(root, 'mfe-checkout', 'tsconfig.json');
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configFile, ts.sys.readFile).config,
  ts.sys,
  path.dirname(configFile),
);
// Files read once for all the compilations (React's types are most of the time).
const parsed = new Map();

/**
 * Type-checks `rootFiles`; `replaced` gives other contents for some files (a breaking change,
 * without touching the tree). Answers the errors, one line each.
 */
function compile(rootFiles, replaced = {}) {
  const host = ts.createCompilerHost(options);
  const contents = new Map(
    Object.entries(replaced).map(([file, text]) => [path.join(root, file), text]),
  );
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => contents.get(path.resolve(file)) ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    const text = contents.get(path.resolve(file));
    if (text !== undefined) return ts.createSourceFile(file, text, language);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, language, onError));
    return parsed.get(file);
  };
  const program = ts.createProgram(
    rootFiles.map((file) => path.join(root, file)),
    { ...options, noEmit: true },
    host,
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${path.relative(root, d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

/** A file's text with one piece replaced; fails when the piece is not there (the test is stale). */
function edited(file, from, to) {
  const text = readFileSync(path.join(root, file), 'utf8');
  assert.ok(text.includes(from), `${file} no longer contains ${from}`);
  return { [file]: text.replace(from, to) };
}

for (const remote of remotes) {
  test(`${remote} exposes every module of its contract, each from a file that exists`, () => {
    const exposes = exposesOf(remote);
    for (const name of exposedModules[remote]) {
      const file = exposes[`./${name}`];
      assert.ok(file, `mfe-${remote} does not expose ./${name}, which its contract lists`);
      assert.ok(
        existsSync(path.join(appOf(remote), file)),
        `${remote}/${name}: ${file} is missing`,
      );
    }
  });

  test(`${remote} states that each exposed module's default export honours its contract`, () => {
    const file = path.join(appOf(remote), 'src', 'exposes', 'contract.ts');
    assert.ok(existsSync(file), `mfe-${remote} has no src/exposes/contract.ts`);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const honours = find(
      source,
      (node) => ts.isTypeReferenceNode(node) && node.typeName.getText(source) === 'HonoursContract',
    );
    assert.ok(honours, `${file} does not use HonoursContract`);
    const [named, components] = honours.typeArguments;
    assert.equal(named.getText(source), `'${remote}'`);
    const checked = components.members.map((member) => nameOf(member)).sort();
    assert.deepEqual(checked, [...exposedModules[remote]].sort());
  });
}

test('every remote honours its contracts as the code stands', () => {
  assert.deepEqual(compile(remotes.map((remote) => `mfe-${remote}/src/exposes/contract.ts`)), []);
});

/** Asserts that compiling `file` after the change `replaced` reports an error there saying `what`. */
function failsAt(file, replaced, what) {
  const errors = compile([file], replaced);
  assert.ok(
    errors.some((e) => e.startsWith(file) && e.includes(what)),
    errors.join('\n'),
  );
}

// Where the product page places checkout's AddToCart.
const productPurchase = 'mfe-product/src/features/product-page/components/product-purchase.tsx';

test('an exposed module that wants a prop its contract does not give fails to compile', () => {
  failsAt(
    'mfe-checkout/src/exposes/contract.ts',
    edited(
      'mfe-checkout/src/exposes/add-to-cart.tsx',
      'props: AddToCartProps)',
      'props: AddToCartProps & { colour: string })',
    ),
    'colour',
  );
});

test("a contract change that breaks a consumer's props fails to compile where the widget is placed", () => {
  failsAt(
    productPurchase,
    edited(
      'shared-contracts/src/modules/checkout.ts',
      '  productName: string;',
      '  productName: number;',
    ),
    "Type 'string' is not assignable to type 'number'",
  );
});

test('a widget placed with a prop its contract does not know fails to compile', () => {
  failsAt(
    productPurchase,
    edited(productPurchase, 'disabled: blocked,', 'disabled: blocked,\n          colour: "red",'),
    "'colour' does not exist",
  );
});

test("the host's slots take a module's props, and only a module that exists", () => {
  const fixture = 'host/src/federation/contract-fixture.tsx';
  const errors = compile([fixture], {
    [fixture]: [
      "import { RemoteSlot } from './remote-slot';",
      'export const withoutProps = <RemoteSlot module="checkout/AddToCart" />;',
      'export const unknown = <RemoteSlot module="checkout/WishList" />;',
      'export const fine = <RemoteSlot module="checkout/MiniCart" variant="widget" />;',
      '',
    ].join('\n'),
  });
  const lines = errors.filter((e) => e.startsWith(fixture));
  assert.equal(lines.length, 2, errors.join('\n'));
  assert.match(lines[0], /'props' is missing/);
  assert.match(lines[1], /"checkout\/WishList"/);
});
