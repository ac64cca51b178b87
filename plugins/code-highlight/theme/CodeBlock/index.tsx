// Ejected from theme-classic, not wrapped: the original remounts every code block once
// hydrated so that Prism's inline colours follow the colour mode; ours come from CSS.
import React, {isValidElement, useMemo, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {codeOfLines, type SerializedLine} from '../../client';
import {CodeTokensContext} from './tokens-context';

/** Children as one string where they are only strings, so that the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, tokens, ...props}: Props): ReactNode {
  const lines = useMemo(
    () => (typeof tokens === 'string' ? (JSON.parse(tokens) as SerializedLine[]) : (tokens ?? null)),
    [tokens],
  );
  // A Markdown code block carries only its tokens (see rehype.ts): its code is their text.
  const children = maybeStringifyChildren(rawChildren ?? ((lines && codeOfLines(lines)) || undefined));
  if (typeof children !== 'string') {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return (
    <CodeTokensContext.Provider value={lines}>
      <StringContent {...props}>{children}</StringContent>
    </CodeTokensContext.Provider>
  );
}
