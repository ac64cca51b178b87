import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';

/**
 * Claim of docs/guide/errors.mdx, measured in Chromium with the production build of the
 * playground's frame (Formly 7.1.0, withFormlyFieldExpression(), minified like an application's
 * production build): a hide expression the parser cannot read stops the form, and the TypeError's
 * text names the minified variable, not `expr`.
 */
test('a hide string the parser cannot read: no form, and "[Formly Error] [Expression "hide"] … is not a function" with a minified name', async ({
  page,
}) => {
  await openFormInPlayground(page, 'bootstrap', [
    {key: 'city', type: 'input', props: {label: 'City'}},
    {key: 'zip', type: 'input', props: {label: 'Zip'}, expressions: {hide: 'model.city >='}},
  ]);
  const frame = form(page);
  const failure = frame.locator('.playground-failure');
  await expect(failure).toContainText('[Formly Error] [Expression "hide"] ');
  await expect(failure).toContainText(/\[Expression "hide"\] [A-Za-z_$][\w$]? is not a function/);
  await expect(failure).not.toContainText('expr is not a function');
  await expect(frame.locator('formly-form')).toHaveCount(0);
});
