import {MODAL_HITS} from './client/grouping';

/**
 * Changes to the bundled DocSearch 4.7 modal (`@docsearch/react/modal`), which
 * the search plugin serves in place of the original through a webpack alias:
 * two fixes, and the results listed one entry per page (client/grouping.ts).
 * The package is pinned by the `overrides` entry in package.json. Each change
 * rewrites one statement of the minified bundle (its variable names vary, so
 * they are captured); a version whose code lacks the statement fails the build
 * instead of silently losing the change.
 */

/** The name the patched modal imports `groupHitsByPage` under. */
const GROUP_HITS = '__formlyGroupHits';
interface DocSearchFix {
  name: string;
  pattern: RegExp;
  replace: (...captures: string[]) => string;
}

const FIXES: DocSearchFix[] = [
  {
    /*
     * When a query fails, DocSearch sets the autocomplete status to "error", but
     * @algolia/autocomplete-core's `onInput` then runs
     * `.finally(() => setStatus('idle'))` in the same tick: the modal renders
     * "idle" with no results (the no-results screen) and the rejected promise
     * escapes as an uncaught error. Fixed: a failed request sets "error", the
     * status is left alone afterwards, and the rejection is handled. A
     * successful request still ends in "idle".
     */
    name: 'failure screen',
    pattern:
      /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\);return (\w+)\.pendingRequests\.add\((\w+)\)/g,
    replace: (setStatus, stallTimer, props, store, request) =>
      `.catch(function(){${setStatus}("error")})` +
      `.finally(function(){"error"!==${store}.getState().status&&${setStatus}("idle"),` +
      `${stallTimer}&&${props}.environment.clearTimeout(${stallTimer})});` +
      `return ${store}.pendingRequests.add(${request})`,
  },
  {
    /*
     * The no-results screen suggests the groups (lvl0) of earlier results under
     * "Try searching for". DocSearch collects them with an object spread
     * (`{...previous, ...groups}`), which turns the list into an object without
     * a `length`, so the screen never shows them. Fixed: the list stays an array.
     */
    name: 'search suggestions',
    pattern:
      /searchSuggestions:(\w+)\(\1\(\{\},null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\((\w+)\)\)/g,
    replace: (_spread, previous, state, groups) =>
      `searchSuggestions:Array.from(new Set([].concat(` +
      `null!==(${previous}=${state}.context.searchSuggestions)&&void 0!==${previous}?${previous}:[],` +
      // The group keys of a category that comes back in the list end in zero-width spaces (client/grouping.ts).
      `Object.keys(${groups}).map(function(k){return k.replace(/\u200b/g,"")}))))`,
  },
  {
    /*
     * Results: DocSearch groups the hits by category (lvl0), at most
     * maxResultsPerGroup (5) a group. The hits go through groupHitsByPage first,
     * which orders and caps them itself, so nothing more is cut here.
     */
    name: 'results by page',
    pattern: /([\w$]+)=([\w$]+)\(([\w$]+)\(([\w$]+)\),function\(([\w$]+)\)\{return ([\w$]+)\(\5\)\},[\w$]+\)/g,
    replace: (groups, groupBy, transformItems, hits, hit, groupKey) =>
      `${groups}=${groupBy}(${GROUP_HITS}(${transformItems}(${hits})),function(${hit}){return ${groupKey}(${hit})},1/0)`,
  },
  {
    /*
     * Within a category DocSearch groups by page title (lvl1), again at most 5:
     * by page address instead (two pages may share a title), with no cap.
     */
    name: 'sections under their page',
    pattern: /([\w$]+)\(([\w$]+),function\(([\w$]+)\)\{return \3\.hierarchy\.lvl1\},[\w$]+\)/g,
    replace: (groupBy, items, item) => `${groupBy}(${items},function(${item}){return ${item}.url_without_anchor},1/0)`,
  },
  {
    /* DocSearch asks for 20 hits, which can hold fewer than five pages; the modal asks for MODAL_HITS. */
    name: 'hits per query',
    pattern: /(hitsPerPage:null!==\(([\w$]+)=null==([\w$]+)\?void 0:\3\.hitsPerPage\)&&void 0!==\2\?\2:)20\b/g,
    replace: (prefix) => `${prefix}${MODAL_HITS}`,
  },
];

/**
 * The modal's source with the changes above; `groupingModule` is the path of
 * client/grouping.ts, which the patched modal imports.
 */
export function patchDocSearchModal(source: string, groupingModule: string): string {
  let patched = `import {groupHitsByPage as ${GROUP_HITS}} from ${JSON.stringify(groupingModule)};\n${source}`;
  for (const fix of FIXES) {
    const matches = patched.match(fix.pattern) ?? [];
    if (matches.length !== 1) {
      throw new Error(
        `Cannot apply the DocSearch "${fix.name}" fix: expected one matching statement in ` +
          `@docsearch/react/modal, found ${matches.length}. Check the fix against the installed DocSearch version.`,
      );
    }
    patched = patched.replace(fix.pattern, (_match, ...captures: unknown[]) =>
      fix.replace(...(captures.slice(0, -2) as string[])),
    );
  }
  return patched;
}
