// Per exposed module ('checkout/AddToCart'): the props and events it takes (ADR 0034).
import type { AddToCartProps } from './checkout';
import remotes from './remotes.json';

export type {
  AddToCartProps,
  CartLineHandOver,
  CartUpdatedDetail,
  PersonalizationDefinition,
} from './checkout';
export { cartUpdatedEvent } from './checkout';

/**
 * The site's remotes, in their fixed order (the first of two that claim a path keeps it): the
 * one list, `./remotes.json`, which the scripts, lint, e2e, the bench and the images read too
 * (docs/architecture.md names every reader). A remote is the folder `mfe-<name>`.
 */
export type RemoteName = keyof typeof remotes;
export const remoteNames = Object.keys(remotes) as RemoteName[];

/**
 * Every team's public API: the modules each remote exposes and others consume. A remote's
 * webpack `exposes` map must offer at least these (a contract test and `pnpm release:check`
 * compare them); removing or renaming one is a breaking change of that remote's contract.
 * Compiles only while it names every remote of `./remotes.json` and no other.
 */
export const exposedModules = {
  account: ['AccountRoutes'],
  checkout: ['CartPage', 'CheckoutRoutes', 'MiniCart', 'AddToCart'],
  product: ['CataloguePage', 'ProductPage', 'CategoryNav'],
  giftcard: ['GiftcardRoutes', 'OrderSearchPage'],
  /** The shop's own staff screen (ADR 0039, 0046): not a shopper's page. */
  backoffice: ['BackofficeRoutes'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** 'AddToCart' and its like: the name a remote exposes a module under ('./AddToCart'). */
export type ModuleName<Remote extends RemoteName> = (typeof exposedModules)[Remote][number];
/** 'checkout/AddToCart' and its like: a module one team exposes and others may load. */
export type ExposedModuleId = {
  [Remote in RemoteName]: `${Remote}/${ModuleName<Remote>}`;
}[RemoteName];

/** A module that takes no props: a page or widget that finds what it needs itself. */
export type NoProps = Record<string, never>;

// Compiles only while every exposed module has its props declared.
type ForEveryModule<Props extends Record<ExposedModuleId, object>> = Props;

/**
 * The props each exposed module takes, by module id. Consumers compile against this, never
 * against a remote's source: `<RemoteWidget module="checkout/AddToCart" props={…}>` takes
 * exactly `ModuleProps['checkout/AddToCart']`, and each remote proves its exposed components
 * accept these (its `src/exposes/contract.ts`).
 */
export type ModuleProps = ForEveryModule<{
  'account/AccountRoutes': NoProps;
  'checkout/CartPage': NoProps;
  'checkout/CheckoutRoutes': NoProps;
  'checkout/MiniCart': NoProps;
  'checkout/AddToCart': AddToCartProps;
  'product/CataloguePage': NoProps;
  'product/ProductPage': NoProps;
  'product/CategoryNav': NoProps;
  'giftcard/GiftcardRoutes': NoProps;
  'giftcard/OrderSearchPage': NoProps;
  'backoffice/BackofficeRoutes': NoProps;
}>;

/** How a slot takes a module's props: required when the module has any, else optional. */
export type ModulePropsArgument<Id extends ExposedModuleId> = NoProps extends ModuleProps[Id]
  ? { props?: ModuleProps[Id] }
  : { props: ModuleProps[Id] };

/**
 * What a remote's exposed modules must be: each a component (a function of its props) that
 * accepts its contract's props. React-free on purpose: a function component fits as it is.
 */
export type ExposedComponents<Remote extends RemoteName> = {
  [Name in ModuleName<Remote>]: (
    props: ModuleProps[`${Remote}/${Name}` & ExposedModuleId],
  ) => unknown;
};

/**
 * Compiles only while `Components` (each exposed file's default export) honours `Remote`'s
 * contract: every module there, each accepting its props. A remote's `src/exposes/contract.ts`
 * states it, so `pnpm typecheck` fails when an exposed module breaks its contract.
 */
export type HonoursContract<
  Remote extends RemoteName,
  Components extends ExposedComponents<Remote>,
> = Components;
