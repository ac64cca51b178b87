/**
 * Claims of docs/guide/getting-started.mdx about `ng add @ngx-formly/schematics`,
 * run with the installed schematic.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ngAddFormly} from '../support/schematics';

test('ng add adds @angular/forms, @ngx-formly/core and the kit package, and schedules the install', async () => {
  const {dependencies, tasks} = await ngAddFormly({uiTheme: 'bootstrap'});
  assert.deepEqual(
    ['@angular/forms', '@ngx-formly/core', '@ngx-formly/bootstrap'].filter((name) => !dependencies[name]),
    [],
  );
  assert.ok(tasks.includes('node-package'), `tasks: ${tasks.join(', ')}`);
});

test('it imports ReactiveFormsModule, FormlyModule.forRoot() and the kit module into the NgModule', async () => {
  const {appModule} = await ngAddFormly({uiTheme: 'bootstrap'});
  for (const name of ['ReactiveFormsModule', 'FormlyModule.forRoot()', 'FormlyBootstrapModule']) {
    assert.ok(appModule.includes(name), name);
  }
});

test('--skip-package-json leaves out core and forms, but --ui-theme still adds the kit package', async () => {
  const {dependencies} = await ngAddFormly({uiTheme: 'bootstrap', skipPackageJson: true});
  assert.equal(dependencies['@ngx-formly/core'], undefined);
  assert.equal(dependencies['@angular/forms'], undefined);
  assert.ok(dependencies['@ngx-formly/bootstrap'], 'the kit package is added');
});
