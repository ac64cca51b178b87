import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {SerializedLine} from './client';
import {highlightLines, registerAdditionalLanguages, type PrismLike} from './tokenize';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism's language files are CommonJS side effects.
registerAdditionalLanguages(Prism, (language) => require(`prismjs/components/prism-${language}`));

/** Highlights code at build time, in Node (plain lines for a language Prism does not know). */
export function highlightCode(code: string, language: string | undefined): SerializedLine[] {
  return highlightLines(Prism as unknown as PrismLike, normalizeTokens, code, language);
}
