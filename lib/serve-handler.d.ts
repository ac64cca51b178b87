// serve-handler ships no typings; this covers the options lib/static-server.ts and scripts/demos.ts pass.
declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  interface ServeHandlerOptions {
    /** Directory to serve. */
    public?: string;
    /** Serves `/page` from `/page.html` or `/page/index.html`. */
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    directoryListing?: boolean;
  }

  export default function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ServeHandlerOptions,
  ): Promise<void>;
}
