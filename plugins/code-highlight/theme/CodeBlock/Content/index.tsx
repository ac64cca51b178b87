// Ejected from theme-classic, not wrapped: the original tokenizes with Prism in the
// browser; this one renders the tokens computed at build time (plugins/code-highlight).
import React, {forwardRef, useContext, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
// Internal because theme-common exports the code block's context (metadata, word wrap) nowhere else.
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {linesHtml, plainLines, tokensForCode, type LineToken, type SerializedLine} from '../../../tokens';
import {CodeTokensContext} from '../tokens-context';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  // A code block scrolls sideways, so it takes keyboard focus.
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
));
Pre.displayName = 'Pre';

const getLineProps = ({className, line: _line, ...rest}: {className?: string; line: LineToken[]}) => ({
  ...rest,
  className: clsx('token-line', className),
});

const getTokenProps = ({token, className, ...rest}: {token: LineToken; className?: string}) => ({
  ...rest,
  className: clsx('token', ...token.types, className),
  children: token.content,
});

/**
 * The lines to render: the build's tokens when the block has them, else plain
 * lines at once and Prism's tokens from a chunk loaded afterwards (code that
 * only exists in the browser, such as an example's app.config.ts for another kit).
 */
function useLines(code: string, language: string | undefined): LineToken[][] {
  const built = useContext(CodeTokensContext);
  const fromBuild = useMemo(() => {
    if (!built) {
      return null;
    }
    const lines: SerializedLine[] = typeof built === 'string' ? JSON.parse(built) : built;
    return tokensForCode(lines, code);
  }, [built, code]);
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

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useLines(code, language);
  const showLineNumbers = lineNumbersStart !== undefined;
  // Without line numbers, the lines go in as markup: one element for React to hydrate, not thousands.
  const html = useMemo(
    () => (showLineNumbers ? null : {__html: linesHtml(lines, lineClassNames)}),
    [showLineNumbers, lines, lineClassNames],
  );
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      <code
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={html ?? undefined}
      >
        {html
          ? undefined
          : lines.map((line, index) => (
              <Line
                key={index}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[index]}
                showLineNumbers
              />
            ))}
      </code>
    </Pre>
  );
}
