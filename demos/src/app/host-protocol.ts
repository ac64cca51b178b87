// The messages between a docs page and an embedded demo live in lib/host-protocol.ts, shared with the site.
export * from '../../../lib/host-protocol';
