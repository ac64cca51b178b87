// Ejected from theme-classic, not wrapped: the original tokenizes with Prism in the
// browser; this one renders the tokens computed at build time (plugins/code-highlight).
import React, {
  forwardRef,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
// Internal because theme-common exports the code block's context (metadata, word wrap) nowhere else.
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {linesHtml, plainLines, tokensForCode, type LineToken} from '../../../client';
import {CodeTokensContext} from '../tokens-context';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  // A code block scrolls sideways, so it takes keyboard focus.
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
));
Pre.displayName = 'Pre';

/**
 * The lines to render: the build's tokens when the block has them, else plain
 * lines at once and Prism's tokens from a chunk loaded afterwards (code that
 * only exists in the browser, such as an example's app.config.ts for another kit).
 */
function useLines(code: string, language: string | undefined): LineToken[][] {
  const built = useContext(CodeTokensContext);
  const fromBuild = useMemo(() => (built ? tokensForCode(built, code) : null), [built, code]);
  const [late, setLate] = useState<{code: string; lines: LineToken[][]} | null>(null);
  useEffect(() => {
    if (fromBuild || !language) {
      return undefined;
    }
    let current = true;
    import('./prism')
      .then(({highlightInBrowser}) => {
        const lines = highlightInBrowser(code, language);
        if (current && lines) {
          setLate({code, lines});
        }
      })
      .catch((error: unknown) => console.warn('Highlighting a code block failed; it stays plain.', error));
    return () => {
      current = false;
    };
  }, [fromBuild, code, language]);
  return fromBuild ?? (late?.code === code ? late.lines : plainLines(code));
}

/** The classes of numbered lines, from this component's stylesheet. */
const numberedLine = {line: styles.codeLine, number: styles.codeLineNumber, content: styles.codeLineContent};

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useLines(code, language);
  const showLineNumbers = lineNumbersStart !== undefined;
  // The lines go in as markup, in the form the theme's CodeBlock/Line renders them (which this
  // component does not use): one element for React to hydrate per block, not thousands.
  const html = useMemo(
    () => ({__html: linesHtml(lines, lineClassNames, showLineNumbers ? numberedLine : undefined)}),
    [lines, lineClassNames, showLineNumbers],
  );
  // Its line count sizes the block while the browser skips rendering it off screen (see the stylesheet).
  const lineCount = {'--code-block-lines': lines.length} as CSSProperties;
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, 'prism-code', `language-${language}`)}
      style={lineCount}
    >
      <code
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={html}
      />
    </Pre>
  );
}
