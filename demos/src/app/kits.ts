// The kit registry lives in lib/kits/ (one file per kit), shared with the site's plugins, scripts and tests.
export * from '../../../lib/kits';
