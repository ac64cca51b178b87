// Wraps theme-classic's buttons (copy, word wrap), which render only in the browser: they
// appear in a transition after hydration rather than in the blocking render that follows it.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtons(props: Props): ReactNode {
  // The buttons of every block on the page mount together; in a transition React renders them in slices.
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? <Buttons {...props} /> : null;
}
