import ts from 'typescript';
import type {Page} from '@playwright/test';
import {afterTwoFrames, cachedContextTest as test, expect} from '../fixtures';
import {evaluateComponent, openPageComponent} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * docs/guide/custom-formly-field.mdx, "Calling a type's method from the page", in Chromium: the
 * page's tag-list.type.ts and tags-form.component.ts as written (and as the sentences vary them), in
 * a zoneless Bootstrap application compiled just in time. The test reaches the page component's
 * field config through evaluateComponent (Angular's development-mode `ng.getComponent`).
 */

const guide = 'docs/guide/custom-formly-field.mdx';
const typeBlock = pageCodeBlock(guide, 'tag-list.type.ts');
const formBlock = pageCodeBlock(guide, 'tags-form.component.ts');

/** A wrapper of the test's own: records whether the type's function exists in its ngOnInit, and offers a button that calls it. */
const wrapperModule = `
import {Component} from '@angular/core';
import {FieldWrapper} from '@ngx-formly/core';
export class ToolsWrapper extends FieldWrapper {
  ngOnInit() {
    window.seenInWrapperInit = typeof this.props.discardDraft;
  }
  discard() {
    this.props.discardDraft?.();
  }
}
Component({
  selector: 'app-tools-wrapper',
  template: '<ng-container #fieldComponent></ng-container><button type="button" (click)="discard()">Clear from the wrapper</button>',
})(ToolsWrapper);`;

async function openTagsForm(
  page: Page,
  {type = typeBlock, form = formBlock, wrappers = ['form-field'], zone = false, extraConfig = ''} = {},
) {
  await openPageComponent(page, {
    title: 'tags-form.component.ts',
    code: form.replace("wrappers: ['form-field']", `wrappers: ${JSON.stringify(wrappers)}`),
    local: {
      'tag-list.type': transpilePageCode(type, 'tag-list.type.ts', ts.ModuleKind.ESNext),
      'tools-wrapper': wrapperModule,
    },
    imports: "import {ToolsWrapper} from './tools-wrapper.js';",
    statements: "const tools = {wrappers: [{name: 'tools', component: ToolsWrapper}]};",
    configs: `[...withFormlyBootstrap(), tools${extraConfig ? `, ${extraConfig}` : ''}]`,
    zone,
    stylesheets: ['bootstrap/dist/css/bootstrap.min.css'],
  });
  const input = page.getByRole('textbox', {name: 'Tags'});
  await expect(input).toBeVisible();
  return input;
}

/** The page's TagsFormComponent, as the tests read it. */
interface TagsForm {
  tagsField: {hide?: boolean; props: {discardDraft?: () => void}};
  model: {tags?: string[]};
}

/** What the page component's tags field holds: the type of its props' discardDraft and the model's tags; `hide` sets field.hide first. */
function tagsField(page: Page, hide?: boolean) {
  return evaluateComponent(
    page,
    'app-tags-form',
    (form: TagsForm, hide) => {
      if (hide !== undefined) {
        form.tagsField.hide = hide;
        (window as unknown as {ng: {applyChanges(component: unknown): void}}).ng.applyChanges(form);
      }
      return {discardDraft: typeof form.tagsField.props.discardDraft, tags: form.model.tags?.slice()};
    },
    hide,
  );
}

test("the page's blocks as written: the type puts discardDraft on its props while rendered, the page's button empties the typed text and leaves the model alone, Enter adds a tag [guide/custom-formly-field#type-method-only-while-rendered]", async ({
  page,
}) => {
  const input = await openTagsForm(page);
  expect(await tagsField(page)).toEqual({discardDraft: 'function', tags: ['angular']});
  await expect(page.getByRole('listitem')).toHaveText(['angular']);

  await input.fill('formly');
  await input.press('Enter');
  await expect(page.getByRole('listitem')).toHaveText(['angular', 'formly']);
  await expect(input).toHaveValue('');
  expect((await tagsField(page)).tags).toEqual(['angular', 'formly']);

  await input.fill('unsaved');
  await page.getByRole('button', {name: 'Discard the unsaved tag'}).click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('listitem')).toHaveText(['angular', 'formly']);
  expect((await tagsField(page)).tags).toEqual(['angular', 'formly']);
});

test("while the field is hidden props.discardDraft is undefined and the page's call does nothing; shown again, a new component puts its own function there [guide/custom-formly-field#type-method-only-while-rendered]", async ({
  page,
}) => {
  const input = await openTagsForm(page);
  await input.fill('draft');
  expect((await tagsField(page, true)).discardDraft).toBe('undefined');
  await expect(input).toHaveCount(0);
  await page.getByRole('button', {name: 'Discard the unsaved tag'}).click();

  expect((await tagsField(page, false)).discardDraft).toBe('function');
  await expect(input).toHaveValue('');
  await input.fill('again');
  await page.getByRole('button', {name: 'Discard the unsaved tag'}).click();
  await expect(input).toHaveValue('');
});

test("before the field has rendered, in the page component's ngOnInit, props.discardDraft is undefined; once the form has rendered it is a function [guide/custom-formly-field#type-method-only-while-rendered]", async ({
  page,
}) => {
  const form = formBlock.replace(
    '  discardDraft(): void {',
    '  ngOnInit(): void {\n    window.seenInPageInit = typeof this.tagsField.props?.discardDraft;\n  }\n\n  discardDraft(): void {',
  );
  expect(form).toContain('seenInPageInit');
  await openTagsForm(page, {form});
  expect(await page.evaluate(() => (window as unknown as {seenInPageInit: string}).seenInPageInit)).toBe('undefined');
  expect((await tagsField(page)).discardDraft).toBe('function');
});

test("without the ngOnDestroy, the props of the hidden field still hold the destroyed component's function [guide/custom-formly-field#type-method-stale-after-destroy]", async ({
  page,
}) => {
  const withoutDestroy = typeBlock.replace(/\n {2}ngOnDestroy\(\): void \{\n[^}]*\}\n/, '\n');
  expect(withoutDestroy, 'the page block has an ngOnDestroy to leave out').not.toBe(typeBlock);
  const input = await openTagsForm(page, {type: withoutDestroy});
  // Kept on the window while the type is on screen, to compare with what props holds once it is gone.
  await evaluateComponent(page, 'app-tags-form', (form: TagsForm) => {
    (window as unknown as {rendered: unknown}).rendered = form.tagsField.props.discardDraft;
  });
  expect((await tagsField(page, true)).discardDraft).toBe('function');
  await expect(input).toHaveCount(0);
  const sameFunction = await evaluateComponent(
    page,
    'app-tags-form',
    (form: TagsForm) => form.tagsField.props.discardDraft === (window as unknown as {rendered: unknown}).rendered,
  );
  expect(sameFunction, "the hidden field's props hold the destroyed component's function").toBe(true);
});

/** Calls the tags field's props.discardDraft from a timer, outside any Angular event, as a socket message or a service would. */
const discardFromTimer = (page: Page) =>
  evaluateComponent(
    page,
    'app-tags-form',
    (form: TagsForm) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          form.tagsField.props.discardDraft?.();
          resolve();
        }),
      ),
  );

/** The page's type with a plain property where it has the draft signal. */
const plainDraft = typeBlock
  .replace("readonly draft = signal('');", "draft = '';")
  .replace('[value]="draft()"', '[value]="draft"')
  .replace('(input)="draft.set(textOf($event))"', '(input)="draft = textOf($event)"')
  .replace("this.props.discardDraft = () => this.draft.set('');", "this.props.discardDraft = () => (this.draft = '');")
  .replace('const tag = this.draft().trim();', 'const tag = this.draft.trim();')
  .replace("this.draft.set('');\n  }\n}", "this.draft = '';\n  }\n}");

/** Clicks the page's button without moving focus (the input keeps it), as a click that follows no typing would. */
const clickPageButton = (page: Page) =>
  page.getByRole('button', {name: 'Discard the unsaved tag'}).dispatchEvent('click');

for (const zone of [false, true]) {
  const app = zone ? 'with zone.js' : 'zoneless';
  test(`${app}, with a plain property instead of the signal: after a call from the page's button or from a timer the draft is empty but the input keeps the old text, until focus leaves the input [guide/custom-formly-field#type-method-plain-property-not-redrawn]`, async ({
    page,
  }) => {
    expect(plainDraft).not.toContain('draft.set');
    expect(plainDraft).not.toContain('draft()');
    const input = await openTagsForm(page, {type: plainDraft, zone});
    expect(await page.evaluate(() => typeof (window as unknown as {Zone?: unknown}).Zone)).toBe(
      zone ? 'function' : 'undefined',
    );
    const draft = () => evaluateComponent(page, 'app-tag-list-type', (type: {draft: string}) => type.draft);
    for (const [call, run] of [
      ["the page's button", clickPageButton],
      ['a timer', discardFromTimer],
    ] as const) {
      await input.fill(`stale from ${call}`);
      await run(page);
      expect(await draft(), call).toBe('');
      await afterTwoFrames(page);
      await expect(input, call).toHaveValue(`stale from ${call}`);
      await input.blur();
      await expect(input, call).toHaveValue('');
    }
  });

  test(`${app}, the signal draft as written: a call from the page's button or from a timer empties the input [guide/custom-formly-field#type-method-plain-property-not-redrawn]`, async ({
    page,
  }) => {
    const input = await openTagsForm(page, {zone});
    await input.fill('fresh');
    await clickPageButton(page);
    await expect(input).toHaveValue('');
    await input.fill('timer');
    await discardFromTimer(page);
    await expect(input).toHaveValue('');
  });
}

test("with extras: { lazyRender: false } the hidden field's type stays alive: props keeps its function, and the call empties the hidden input [guide/custom-formly-field#type-method-lazy-render-false]", async ({
  page,
}) => {
  const input = await openTagsForm(page, {extraConfig: '{extras: {lazyRender: false}}'});
  await input.fill('kept while hidden');
  expect((await tagsField(page, true)).discardDraft).toBe('function');
  await expect(input).toBeHidden();
  await clickPageButton(page);
  expect((await tagsField(page, false)).discardDraft).toBe('function');
  await expect(input).toHaveValue('');
});

test("a wrapper of the field calls the type's function from a click; in the wrapper's own ngOnInit the function is not there yet [guide/custom-formly-field#type-method-from-wrapper]", async ({
  page,
}) => {
  const input = await openTagsForm(page, {wrappers: ['tools', 'form-field']});
  expect(await page.evaluate(() => (window as unknown as {seenInWrapperInit: string}).seenInWrapperInit)).toBe(
    'undefined',
  );
  await input.fill('from the wrapper');
  await page.getByRole('button', {name: 'Clear from the wrapper'}).click();
  await expect(input).toHaveValue('');
  expect((await tagsField(page)).tags).toEqual(['angular']);
});
