// What the site shares as `react-i18next` (ADR 0029): the package's own code, cut to the exports
// the teams use. A shared module cannot be tree-shaken (a remote might use any export), so the
// whole package would travel with every page; like the router's (ADR 0013), this list is the
// contract, and lint refuses any other import from 'react-i18next'. A team that needs another
// export adds it here and in eslint.config.mjs. `react-i18next-package` is the real package
// (an alias in tooling/webpack-config), which webpack tree-shakes.
export { I18nextProvider, Trans, initReactI18next, useTranslation } from 'react-i18next-package';
