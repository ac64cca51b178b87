/**
 * V8's explicit compile hint for a whole file (Chrome 136 and later, Android
 * included): a script that starts with this comment has every function
 * compiled as the script streams in, on a background thread. Without it V8
 * compiles each function on the main thread the first time it runs, and on
 * these pages nearly all of the code runs during hydration: measured at 4x
 * CPU, lazy compiling was about 250 ms of the main thread of a docs page and
 * a third of a live demo's start-up task. Browsers without the hint read a
 * comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Files smaller than this (minified) get no hint. They are route metadata and
 * tiny modules: next to nothing to compile, while the hint costs each file
 * about 23 gzipped bytes.
 */
export const COMPILE_HINT_MIN_BYTES = 4096;

/** `code` starting with the compile hint, if it is big enough to need one and has none yet. */
export function withCompileHint(code: string): string {
  if (code.startsWith(COMPILE_HINT) || Buffer.byteLength(code) < COMPILE_HINT_MIN_BYTES) {
    return code;
  }
  return `${COMPILE_HINT}\n${code}`;
}
