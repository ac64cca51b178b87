import ts from 'typescript';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * docs/guide/faq.mdx, "Can I turn on immutable for one <formly-form> only?", in Chromium: the
 * page's order-form.providers.ts in a real component's providers (an element injector, which the
 * Node tests stand in for with child environment injectors), as the first and only form of a
 * Bootstrap application compiled just in time.
 */

/** The page's block before the audit: a bare FormlyConfig with extras.immutable. */
const bareProvider = `import {FormlyConfig} from '@ngx-formly/core';
export const immutableFormly = {
  provide: FormlyConfig,
  useFactory: () => {
    const config = new FormlyConfig();
    config.addConfig({extras: {immutable: true}});
    return config;
  },
};`;

const main = formlyFormMain({
  imports:
    "import {withFormlyBootstrap} from '@ngx-formly/bootstrap';\nimport {immutableFormly} from './providers.js';",
  configs: 'withFormlyBootstrap()',
  providers: '[immutableFormly]',
  model: {name: 'Ada'},
  fields: [
    {key: 'name', type: 'input', props: {label: 'Name'}},
    {key: 'country', type: 'input', props: {label: 'Country'}, defaultValue: 'PT'},
  ],
});

const boundModel = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as {formModel: unknown}).formModel);

test("in a component's providers, as the application's first form: the page's provider keeps the kit's form-field wrapper (labels) and leaves the bound model untouched; the bare FormlyConfig loses the wrapper [guide/faq#own-formly-config-first-form-needs-app-config, guide/faq#component-formly-config-immutable-one-form]", async ({
  page,
}) => {
  const stylesheets = ['bootstrap/dist/css/bootstrap.min.css'];
  const pageBlock = pageCodeBlock('docs/guide/faq.mdx', 'order-form.providers.ts');
  await openJitPage(page, {
    main,
    local: {providers: transpilePageCode(pageBlock, 'order-form.providers.ts', ts.ModuleKind.ESNext)},
    stylesheets,
  });
  await expect(page.getByRole('textbox', {name: 'Name'})).toHaveValue('Ada');
  await expect(page.getByRole('textbox', {name: 'Country'})).toHaveValue('PT');
  expect(await boundModel(page)).toEqual({name: 'Ada'});

  await openJitPage(page, {
    main,
    local: {providers: transpilePageCode(bareProvider, 'bare.providers.ts', ts.ModuleKind.ESNext)},
    stylesheets,
  });
  await expect(page.locator('input')).toHaveCount(2);
  await expect(page.locator('label')).toHaveCount(0);
});
