// Ejected from theme-classic, not wrapped: the original remounts every code block once
// hydrated so that Prism's inline colours follow the colour mode; ours come from CSS.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {CodeTokensContext} from './tokens-context';

/** Children as one string where they are only strings, so that the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, tokens, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return (
    <CodeTokensContext.Provider value={tokens ?? null}>
      <StringContent {...props}>{children}</StringContent>
    </CodeTokensContext.Provider>
  );
}
