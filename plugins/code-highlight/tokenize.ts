/**
 * Tokenizing code with Prism into the compact lines of tokens.ts. Used by the
 * build (highlight.ts) and by the chunk that highlights code known only in the
 * browser (theme/CodeBlock/Content/prism.ts); kept apart from tokens.ts so
 * that none of it rides in the JavaScript every page with code loads.
 */
import type {LineToken, SerializedLine} from './client';

/** The Prism languages registered on top of prism-react-renderer's own. */
export const additionalLanguages = ['bash', 'json', 'diff'];

/**
 * Registers the additional languages on `prism`: Prism's language files add
 * themselves to a global `Prism`, so lend them the instance while `load`
 * requires each one (as theme-classic's prism-include-languages does).
 */
export function registerAdditionalLanguages(prism: unknown, load: (language: string) => void): void {
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = prism;
  try {
    additionalLanguages.forEach(load);
  } finally {
    if (previous === undefined) {
      delete scope.Prism;
    } else {
      scope.Prism = previous;
    }
  }
}

/** The subset of Prism this module uses: the instance of prism-react-renderer. */
export interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(code: string, grammar: never): unknown[];
  hooks: {run(name: string, env: Record<string, unknown>): void};
}

/** prism-react-renderer's `normalizeTokens`. */
type NormalizeTokens = (tokens: never) => LineToken[][];

/**
 * Tokenizes `code` the way prism-react-renderer's `<Highlight>` does (the same
 * hooks around `Prism.tokenize`, the same normalization into lines). Code in a
 * language Prism has no grammar for (or none given) comes back as plain lines.
 */
export function highlightLines(
  prism: PrismLike,
  normalizeTokens: NormalizeTokens,
  code: string,
  language: string | undefined,
): SerializedLine[] {
  const grammar = language ? prism.languages[language.toLowerCase()] : undefined;
  if (grammar == null) {
    return code.split('\n').map((text) => (text ? [text] : []));
  }
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar as never);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as never).map(serializeLine);
}

function serializeLine(line: LineToken[]): SerializedLine {
  if (line.length === 1 && line[0].empty) {
    return [];
  }
  return line
    .filter(({content}) => content !== '')
    .map(({types, content}) => (types.length === 1 && types[0] === 'plain' ? content : [types.join(' '), content]));
}
