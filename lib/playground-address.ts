/**
 * The playground's address: its route and the query parameter that opens a starter. Shared by the
 * playground plugin (which serves the page and reads the parameter) and the example pages (whose
 * "Edit in the playground" link writes it), so both agree on one definition.
 */

/** Where the page is served, relative to the site's base URL. */
export const playgroundRoute = 'playground';

/** `?starter=<id>`: open the playground on that starter (an example's id is its demo's name). */
export const starterParam = 'starter';
