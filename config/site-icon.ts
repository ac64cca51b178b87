/** The site's icon, a path in static/: pages declare it, and /favicon.ico is made from it (plugins/favicon). */
export const siteIcon = 'img/favicon.svg';
