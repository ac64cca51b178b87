// A chunk of its own, loaded only for code that has no build-time tokens.
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {highlightLines, registerAdditionalLanguages, type PrismLike} from '../../../tokenize';
import {tokensForCode, type LineToken} from '../../../client';

// theme-classic's ContextReplacementPlugin limits this require to the configured languages.
// eslint-disable-next-line @typescript-eslint/no-require-imports
registerAdditionalLanguages(Prism, (language) => require(`prismjs/components/prism-${language}`));

export function highlightInBrowser(code: string, language: string): LineToken[][] | null {
  return tokensForCode(highlightLines(Prism as unknown as PrismLike, normalizeTokens, code, language), code);
}
