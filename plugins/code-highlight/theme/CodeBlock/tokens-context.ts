import {createContext} from 'react';
import type {Props} from '@theme/CodeBlock';

/** The build-time tokens of the code block being rendered, from its `tokens` prop. */
export const CodeTokensContext = createContext<NonNullable<Props['tokens']> | null>(null);
