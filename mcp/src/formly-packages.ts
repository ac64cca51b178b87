/**
 * The packages validate_config builds forms with (formly-runtime.ts), for mcp/package-build.ts to
 * bundle into dist/formly-packages.js. The packages ship partially compiled: @angular/compiler,
 * loaded first, links them at run time. They are required by name, as the demos app installs them;
 * the repository's TypeScript does not resolve them (demos/ has its own compiler checks).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- in this order: the compiler links the others */
require('@angular/compiler');
export const core = require('@angular/core');
export const forms = require('@angular/forms');
export const formly = require('@ngx-formly/core');
export const preset = require('@ngx-formly/core/preset');
export const select = require('@ngx-formly/core/select');
/* eslint-enable @typescript-eslint/no-require-imports */
