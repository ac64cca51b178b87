// The kit registry lives in lib/kits.ts, shared with the site's plugins, scripts and tests.
export * from '../../../lib/kits';
