/**
 * Two fixes to the bundled DocSearch 4.7 modal (`@docsearch/react/modal`), which
 * the search plugin serves in place of the original through a webpack alias.
 * The package is pinned by the `overrides` entry in package.json. Each fix
 * rewrites one statement of the minified bundle (its variable names vary, so
 * they are captured); a version whose code lacks the statement fails the build
 * instead of silently losing the fix.
 */
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
      `Object.keys(${groups}))))`,
  },
];

export function patchDocSearchModal(source: string): string {
  let patched = source;
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
