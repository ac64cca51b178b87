import ts from 'typescript';
import {test, expect, expectNoSeriousAxeViolations} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, runPageModule, transpilePageCode} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/guide/custom-formly-field.mdx in Chromium: the page's own tag-select
 * type and picker, registered with its own configuration after Bootstrap's, in a form compiled just
 * in time (the playground's frame does not have the type).
 */

const guide = 'docs/guide/custom-formly-field.mdx';
const moduleOf = (title: string) =>
  transpilePageCode(pageCodeBlock(guide, title), `${guide}#${title}`, ts.ModuleKind.ESNext);

test("the page's tag-select field in Bootstrap: the kit's form-field wrapper shows its label, the picks land in the model as an array, a model value reaches the picker, and the required error shows for an empty selection [guide/custom-formly-field#third-party-control-form-field, guide/custom-formly-field#third-party-control-value-model, guide/custom-formly-field#third-party-control-required]", async ({
  page,
}) => {
  await openJitPage(page, {
    local: {
      'tag-picker': moduleOf('tag-picker.ts'),
      'tag-select.type': moduleOf('tag-select.type.ts'),
      'tag-select.config': moduleOf('tag-select.config.ts'),
      'profile.fields': moduleOf('profile.fields.ts'),
    },
    main: formlyFormMain({
      imports: [
        "import {withFormlyBootstrap} from '@ngx-formly/bootstrap';",
        "import {tagSelectConfig} from './tag-select.config.js';",
      ].join('\n'),
      configs: '[...withFormlyBootstrap(), tagSelectConfig]',
      // The page's field (its options are plain data), and a model that holds a value already.
      fields: [runPageModule<{skills: unknown}>(guide, 'profile.fields.ts').skills],
      model: {skills: ['css']},
    }),
    stylesheets: ['bootstrap/dist/css/bootstrap.min.css'],
  });
  const wrapper = page.locator('formly-wrapper-form-field');
  await expect(wrapper.locator('label.form-label')).toHaveText(/Skills/);
  const picker = wrapper.getByRole('group', {name: 'Skills'});
  const option = (name: string) => picker.getByRole('button', {name});
  await expect(option('CSS')).toHaveAttribute('aria-pressed', 'true');
  await expect(option('Angular')).toHaveAttribute('aria-pressed', 'false');
  await option('Angular').click();
  await expect
    .poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel))
    .toEqual({
      skills: ['css', 'angular'],
    });
  await option('CSS').click();
  await option('Angular').click();
  await expect(option('CSS')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel)).toEqual({skills: []});
  await expect(wrapper.getByRole('alert')).toHaveText('This field is required.');
  await expectNoSeriousAxeViolations(page, {within: 'formly-form'});
});
