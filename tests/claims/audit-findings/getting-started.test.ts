/**
 * Audit finding on docs/guide/getting-started.mdx: the versions the site's examples run, read
 * from the demos' installed packages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadPackage} from '../support/formly';

test('the NG-ZORRO examples run @ngx-formly/ng-zorro-antd 7.0.1, not 7.1.0, next to core 7.1.0', () => {
  // getting-started.mdx:30 says: "The examples on this site run on Angular 21.2 with `@ngx-formly/*` 7.1.0."
  const version = (name: string) => loadPackage<{version: string}>(`${name}/package.json`).version;
  assert.equal(version('@ngx-formly/core'), '7.1.0');
  assert.equal(version('@ngx-formly/ng-zorro-antd'), '7.0.1');
});
