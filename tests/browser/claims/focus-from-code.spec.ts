import ts from 'typescript';
import {test, expect} from '../fixtures';
import {openJitPage} from '../jit-form';
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
    main: `
import '@angular/compiler';
import {provideZonelessChangeDetection} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {provideFormlyCore} from '@ngx-formly/core';
import {withFormlyBootstrap} from '@ngx-formly/bootstrap';
import {AppComponent} from './app.js';
await bootstrapApplication(AppComponent, {
  providers: [provideZonelessChangeDetection(), provideFormlyCore(withFormlyBootstrap())],
}).catch((error) => console.error(String(error)));
document.body.dataset.ready = 'true';
`,
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
