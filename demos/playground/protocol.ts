// The page-to-frame messages live in lib/playground-protocol.ts, shared with the /playground page.
export * from '../../lib/playground-protocol';
