import {createContext} from 'react';
import type {SerializedLine} from '../../client';

/** The build-time tokens of the code block being rendered, from its `tokens` prop. */
export const CodeTokensContext = createContext<readonly SerializedLine[] | null>(null);
