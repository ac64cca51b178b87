// The Algolia theme's own components (SearchBar, SearchPage), which this plugin's
// configureWebpack aliases for its wrappers; typed loosely, as `@theme-original/*` is.
declare module '@algolia-theme/*';
