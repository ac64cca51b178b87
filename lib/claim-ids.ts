/**
 * Claim IDs: a behavioural sentence of a page carries an MDX comment right after it,
 *
 *   The props are observed.{/* claim: props-observed *\/} Setting …
 *
 * and its record, tests/claims/<area>/<page>.claims.json, keeps the ID with a hash of the
 * sentence and the tests that check it (scripts/claims/records.ts). Tests name the full ID,
 * `<area>/<page>#<slug>`, in brackets at the end of their title. The comment renders nothing:
 * plugins/claim-ids drops it before MDX compiles the page, and the llms conversion drops
 * comments too.
 */

/** A claim comment: `{/* claim: slug, slug *\/}`. Global: use with matchAll or replace. */
export const CLAIM_COMMENT = /\{\/\*\s*claim:\s*([^*]*?)\s*\*\/\}/g;

/** The slug part of an ID: lower case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A full ID, as tests and messages name it: `guide/validation#props-observed`. */
export const CLAIM_ID = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*#[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether an MDX expression's source is a claim comment, and nothing else. */
export function isClaimComment(expression: string): boolean {
  return /^\s*\/\*\s*claim:[^*]*\*\/\s*$/.test(expression);
}

/** The slugs of one comment's list (`a, b` → `['a', 'b']`). */
export function slugsOf(list: string): string[] {
  return list
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
}

/** The page's text with its claim comments removed (for readers that are not MDX). */
export function withoutClaimComments(text: string): string {
  return text.replace(CLAIM_COMMENT, '');
}
