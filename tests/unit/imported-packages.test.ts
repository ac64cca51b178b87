import {test} from 'node:test';
import assert from 'node:assert/strict';
import {importedPackages} from '../../lib/imported-packages';

test('the packages a source imports come from its import and export statements, each once', () => {
  const code = `import { Component } from '@angular/core';
import {
  FormlyFieldConfig,
  FormlyForm,
} from '@ngx-formly/core';
import { provideFormlyBootstrap } from '@ngx-formly/bootstrap';
import 'zone.js';
import { local } from './local';
export { helper } from 'rxjs/operators';
const lazy = () => import('@angular/common/http');
import { AgGridAngular } from 'ag-grid-angular';
`;
  assert.deepEqual(importedPackages(code), [
    '@angular/core',
    '@ngx-formly/core',
    '@ngx-formly/bootstrap',
    'zone.js',
    'rxjs',
    '@angular/common',
    'ag-grid-angular',
  ]);
});

test('a string that ends in "from" is not an import (a label of the default-value example)', () => {
  const code = `const fields = [
  { key: 'start', props: { type: 'time', label: 'Quiet from' } },
  { key: 'end', props: { type: 'time', label: 'until' } },
];
// Text is imported from 'somewhere' only in prose.
`;
  assert.deepEqual(importedPackages(code), []);
});
