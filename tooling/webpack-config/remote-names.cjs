// The site's remotes, in order, from their one list (shared-contracts/src/modules/remotes.json):
// what the webpack configs, `pnpm start` and the scripts read instead of a list of their own.
const remotes = require('../../shared-contracts/src/modules/remotes.json');

/** 'account', 'checkout', ...: each the remote's federation name, its app the folder mfe-<name>. */
const remoteNames = Object.keys(remotes);

module.exports = { remoteNames };
