import ts from 'typescript';
import {afterTwoFrames, cachedContextTest as test, expect} from '../fixtures';
import {applicationMain, formlyFormMain, openJitPage} from '../jit-form';
import {form, openFormInPlayground} from '../playground';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * "Focusing a field from code" in docs/guide/properties-options.mdx: the page's component, compiled
 * just in time on the installed packages with the Bootstrap kit, clicked as a reader would. What
 * each kit and type focuses is measured by tests/browser/kit-behaviour.spec.ts (the `focus` cells
 * of lib/kits/<kit>/behaviour.json), whose claims the Node tests of the page check.
 */

const guide = 'docs/guide/properties-options.mdx';
const title = 'src/app/app.component.ts';

test("the page's component: focus: true focuses Name once the form renders, and the button, which calls nothing but the assignment, focuses the e-mail input, again after the user left it [guide/properties-options#focus-true-first-render, guide/properties-options#focus-set-later-no-change-detection, guide/properties-options#focus-reset-when-left]", async ({
  page,
}) => {
  const block = pageCodeBlock(guide, title);
  expect(block, 'the component asks for no change detection').not.toMatch(
    /detectChanges|markForCheck|ChangeDetectorRef|NgZone/,
  );
  await openJitPage(page, {
    local: {app: transpilePageCode(block, `${guide}#${title}`, ts.ModuleKind.ESNext)},
    main: applicationMain({
      imports: "import {withFormlyBootstrap} from '@ngx-formly/bootstrap';\nimport {AppComponent} from './app.js';",
      root: 'AppComponent',
      configs: 'withFormlyBootstrap()',
    }),
  });
  const name = page.getByRole('textbox', {name: 'Name'});
  const email = page.getByRole('textbox', {name: 'E-mail'});
  const button = page.getByRole('button', {name: 'Edit the e-mail address'});
  await expect(name).toBeFocused();
  await button.click();
  await expect(email).toBeFocused();
  // The user leaves the field for another one, then uses the button again.
  await name.click();
  await expect(name).toBeFocused();
  await button.click();
  await expect(email).toBeFocused();
});

test("in Ionic, focus: true in a checkbox's configuration focuses nothing and stays true, so a later assignment of true focuses nothing either; false, then true, focuses the checkbox [guide/properties-options#focus-ionic-render-nothing]", async ({
  page,
}) => {
  await openJitPage(page, {
    main: formlyFormMain({
      imports: `
import {defineCustomElements} from '@ionic/core/loader';
import {withFormlyIonic} from '@ngx-formly/ionic';
window.Ionic = {config: {animated: false}};
await defineCustomElements(window);
window.keptField = {key: 'agree', type: 'checkbox', focus: true, props: {label: 'I agree'}};`,
      configs: 'withFormlyIonic()',
      fields: {expression: '[window.keptField]'},
    }),
    stylesheets: ['@ionic/angular/css/core.css'],
  });
  const checkbox = page.locator('ion-checkbox');
  await expect(checkbox).toBeVisible();
  const keptFocus = () => page.evaluate(() => (window as unknown as {keptField: {focus?: boolean}}).keptField.focus);
  const focusInField = () => checkbox.evaluate((element) => element.contains(document.activeElement));
  // Rendered, and two frames on for anything Formly defers: nothing in it has focus, while the flag still says true.
  await expect(checkbox).toHaveClass(/hydrated/);
  await afterTwoFrames(page);
  expect(await focusInField()).toBe(false);
  expect(await keptFocus()).toBe(true);
  await page.evaluate(() => ((window as unknown as {keptField: {focus?: boolean}}).keptField.focus = true));
  await afterTwoFrames(page);
  expect(await focusInField()).toBe(false);
  await page.evaluate(() => {
    const field = (window as unknown as {keptField: {focus?: boolean}}).keptField;
    field.focus = false;
    field.focus = true;
  });
  await expect.poll(focusInField).toBe(true);
});

test("in Material, focus: true on a radio whose model holds a value focuses the selected option's input, not the first; with no value, the first [guide/properties-options#focus-option-types-first-option]", async ({
  page,
}) => {
  const options = [
    {value: 'a', label: 'Alpha'},
    {value: 'b', label: 'Beta'},
    {value: 'c', label: 'Gamma'},
  ];
  for (const [model, focused] of [
    [{pick: 'b'}, 'Beta'],
    [{}, 'Alpha'],
  ] as const) {
    await openFormInPlayground(
      page,
      'material',
      [{key: 'pick', type: 'radio', focus: true, props: {label: 'Pick', options}}],
      model,
    );
    await expect(form(page).getByRole('radio', {name: focused})).toBeFocused();
  }
});
