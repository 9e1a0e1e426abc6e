/**
 * Replaces catalogue/autohooks.ts here (autoload's overwriteHooks): the combination check is a
 * POST whose answer depends on its body, so it carries no ETag.
 */
export default async function combinationInfoHooks() {}
