/**
 * Checks that grow with the site (one per example, per starter, per demo) run whole in the
 * pull-request workflow's browser shards (SITE_MATRIX=all, .github/workflows/ci.yml) and one of
 * each kind in `npm test`, which must stay within its ten minutes on a 2-core machine.
 */
export const wholeMatrix = process.env.SITE_MATRIX === 'all';

/** `items` whole in the pull-request workflow; otherwise the first of each kind `kindOf` names, in order. */
export function oneOfEachKind<Item>(items: readonly Item[], kindOf: (item: Item) => string): Item[] {
  if (wholeMatrix) {
    return [...items];
  }
  const seen = new Set<string>();
  return items.filter((item) => {
    const kind = kindOf(item);
    if (seen.has(kind)) {
      return false;
    }
    seen.add(kind);
    return true;
  });
}
