// The prop this plugin adds to the theme's CodeBlock (see rehype.ts and theme/CodeBlock).
import type {SerializedLine} from './client';

declare module '@theme/CodeBlock' {
  interface Props {
    /** Tokens computed at build time, as JSON (from MDX) or as data (from the live-examples plugin). */
    readonly tokens?: string | readonly SerializedLine[];
  }
}
