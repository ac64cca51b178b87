/**
 * lib/kit-code.ts: code written for one kit made another's, and what in code belongs to a kit.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  codeForKit,
  codeInKit,
  isKitClass,
  otherKitsCode,
  stylesheetClasses,
  withoutKitClasses,
} from '../../lib/kit-code';
import {kitByName} from '../../lib/kits';

const bootstrap = kitByName('bootstrap');

describe('kit classes', () => {
  it('are read from the selectors of the kit stylesheet, not from its declarations or comments', () => {
    const classes = stylesheetClasses(
      '/* .note */ .btn:hover, .card > .x { margin: .5rem; } @media (min-width: 1px) { .row { gap: 0.5em } }',
    );
    assert.deepEqual([...classes].sort(), ['btn', 'card', 'row', 'x']);
  });

  it("come from the installed Bootstrap's stylesheet and Material's prefixes", () => {
    assert.ok(isKitClass('btn-primary', 'bootstrap'));
    assert.ok(isKitClass('mat-mdc-button', 'material'));
    assert.ok(!isKitClass('btn-primary', 'material'));
    assert.ok(!isKitClass('rating-star', 'bootstrap'));
  });
});

describe('withoutKitClasses', () => {
  it('drops an attribute whose classes are all the other kit’s, and keeps the rest of a list', () => {
    const html = '<button type="submit" class="btn btn-primary">Save</button>\n<pre class="model border p-2"></pre>';
    assert.equal(
      withoutKitClasses(html, 'bootstrap', 'material'),
      '<button type="submit">Save</button>\n<pre class="model"></pre>',
    );
  });

  it('drops a className property on its own line, inline with the comma that follows, or last with the comma before', () => {
    const ts = [
      'const fields = [',
      '  {',
      "    fieldGroupClassName: 'row',",
      "    fieldGroup: [{ key: 'a', className: 'col-6', type: 'input' }, { key: 'b', type: 'input', className: 'col-6' }],",
      '  },',
      '];',
    ].join('\n');
    assert.equal(
      withoutKitClasses(ts, 'bootstrap', 'kendo'),
      [
        'const fields = [',
        '  {',
        "    fieldGroup: [{ key: 'a', type: 'input' }, { key: 'b', type: 'input' }],",
        '  },',
        '];',
      ].join('\n'),
    );
  });

  it("keeps classes that the code's own styles define", () => {
    const html = '<div class="card">x</div>';
    assert.equal(withoutKitClasses(html, 'bootstrap', 'material', '.card { padding: 1rem }'), html);
  });
});

describe('codeForKit and codeInKit', () => {
  it("make an app.config.ts another kit's, with the kit's set-up", () => {
    const config = [
      "import { ApplicationConfig } from '@angular/core';",
      "import { provideFormlyCore } from '@ngx-formly/core';",
      "import { withFormlyBootstrap } from '@ngx-formly/bootstrap';",
      '',
      'export const appConfig: ApplicationConfig = {',
      '  providers: [provideFormlyCore([...withFormlyBootstrap()])],',
      '};',
    ].join('\n');
    const zorro = codeForKit(config, bootstrap, kitByName('ng-zorro-antd'));
    assert.match(zorro, /import \{ withFormlyNgZorroAntd \} from '@ngx-formly\/ng-zorro-antd';/);
    assert.match(zorro, /provideNzI18n\(en_US\)/);
    assert.deepEqual(otherKitsCode(zorro, 'ng-zorro-antd'), []);
  });

  it('rename entry points, NgModules, npm packages and the schematic theme', () => {
    const code = [
      "import { FormlyFieldTextArea } from '@ngx-formly/bootstrap/textarea';",
      "import { FormlyBootstrapModule } from '@ngx-formly/bootstrap';",
      'npm install @ngx-formly/core@7 @ngx-formly/bootstrap@7',
      'ng add @ngx-formly/schematics --ui-theme=bootstrap',
    ].join('\n');
    assert.deepEqual(otherKitsCode(code, 'material'), [
      "Bootstrap's package @ngx-formly/bootstrap",
      '--ui-theme=bootstrap',
      "Bootstrap's FormlyBootstrapModule",
    ]);
    const inMaterial = codeInKit(code, 'material')!;
    assert.equal(
      inMaterial,
      [
        "import { FormlyFieldTextArea } from '@ngx-formly/material/textarea';",
        "import { FormlyMaterialModule } from '@ngx-formly/material';",
        'npm install @ngx-formly/core@7 @ngx-formly/material@7',
        'ng add @ngx-formly/schematics --ui-theme=material',
      ].join('\n'),
    );
    assert.deepEqual(otherKitsCode(inMaterial, 'material'), []);
  });

  it('leave code of no kit alone, and give none for a kit without a browser package', () => {
    const neutral = "import { FormlyFieldConfig } from '@ngx-formly/core';";
    assert.equal(codeInKit(neutral, 'material'), neutral);
    assert.equal(codeInKit("import { withFormlyBootstrap } from '@ngx-formly/bootstrap';", 'nativescript'), undefined);
  });

  it('count a string that only names a kit as no use of its package', () => {
    assert.deepEqual(otherKitsCode("uiTheme?: 'material' | 'primeng' | 'ng-zorro-antd';", 'bootstrap'), []);
    assert.deepEqual(otherKitsCode('{ "dependencies": { "primeng": "^21.0.0" } }', 'bootstrap'), [
      "PrimeNG's package primeng",
    ]);
  });

  it("count a peer package two kits share (Angular's CDK) as no kit's", () => {
    assert.deepEqual(otherKitsCode('npm install --save-dev @angular/cdk@21', 'bootstrap'), []);
    assert.deepEqual(otherKitsCode("import { MatInputModule } from '@angular/material/input';", 'bootstrap'), [
      "Material's package @angular/material",
    ]);
  });
});
