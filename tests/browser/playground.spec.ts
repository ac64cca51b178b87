import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {
  test,
  emptyFrames,
  expect,
  expectNoSeriousAxeViolations,
  openInStackBlitz,
  postedFiles,
  readStorage,
  seedStorage,
  switchColorScheme,
  waitForHydration,
} from './fixtures';
import {decodeState, encodeState, maxHashLength, starterParam} from '../../plugins/playground/state';
import {maxIssueUrlLength} from '../../plugins/playground/bug-report';
import {exportedFiles, playgroundStarterPairs} from '../exports/projects';
import {builtInStarters, defaultStarter} from '../../plugins/playground/starters';
import {collectExampleStarters} from '../../plugins/playground/examples';
import {
  playgroundFrameDir,
  playgroundKitLabels,
  playgroundKits,
  type PlaygroundKit,
} from '../../lib/playground-protocol';
import {kitMarkup} from './demos';
import {form, openPlayground, stateWith} from './playground';
import {kitChoiceStorageKey} from '../../lib/kit-choice';

type Tab = 'config' | 'model' | 'options';

/** The kit switcher's tab of `kit`: the same Tabs as the examples' switcher. */
const kitTab = (page: Page, kit: PlaygroundKit) => page.getByRole('tab', {name: playgroundKitLabels[kit], exact: true});

/** Replaces the text of one editor tab, as a reader would: select all, then type. */
async function replaceEditorText(page: Page, tab: Tab, text: string): Promise<void> {
  await page.locator(`#playground-tab-${tab}`).click();
  const content = page.locator(`#playground-panel-${tab} .cm-content`);
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
  await expect(content).toHaveText(text.replace(/\n/g, ''));
}

test('the starter form renders in the sandboxed frame', async ({page}) => {
  await openPlayground(page);
  const frame = page.locator('iframe[title^="Form preview"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  await expect(form(page).getByLabel('Name')).toBeVisible();
  await expect(page.getByTestId('form-status')).toHaveText(/Form status: INVALID/);
});

test('a field added in the editor appears in the form', async ({page}) => {
  await openPlayground(page);
  const fields = JSON.parse(defaultStarter.config);
  fields.push({key: 'nickname', type: 'input', props: {label: 'Nickname'}});
  await replaceEditorText(page, 'config', JSON.stringify(fields));
  await expect(form(page).getByLabel('Nickname')).toBeVisible();
});

test('typing in the form updates the model and what a submit sends', async ({page}) => {
  await openPlayground(page);
  await form(page).getByLabel('Name').fill('Grace');
  await expect(page.getByTestId('model-output')).toContainText('"name": "Grace"');
  await expect(page.getByTestId('submit-output')).toContainText('"name": "Grace"');
  await form(page).getByLabel('E-mail').fill('grace@example.org');
  await expect(page.getByTestId('form-status')).toHaveText(/Form status: VALID/);
});

test('invalid JSON shows its line and column and keeps the last form', async ({page}) => {
  await openPlayground(page);
  await expect(form(page).getByLabel('Name')).toBeVisible();
  await replaceEditorText(page, 'config', '[\n{"key": "broken",}\n]');
  await expect(page.getByTestId('problem-config')).toHaveText(/^Line 2, column 18: /);
  await expect(page.locator('#playground-tab-config')).toContainText('(error)');
  await expect(form(page).getByLabel('Name')).toBeVisible();
});

// Each kit's field schema is its own chunk, loaded for the kit the reader picked: the warning
// lists that kit's types (Material registers a datepicker, Bootstrap none).
test("the field editor marks a type the kit does not register, listing the kit's own types", async ({page}) => {
  for (const [kit, hasDatepicker] of [
    ['bootstrap', false],
    ['material', true],
  ] as const) {
    const fields = '[{"key": "a", "type": "no-such-type"}]';
    // A new document for each kit: going to the same page with another hash would not reload it.
    await page.goto('about:blank');
    await openPlayground(page, await encodeState(stateWith({kit, fields})));
    const marked = page.locator('#playground-panel-config .cm-lintRange-error');
    await expect(marked).toHaveText('"no-such-type"');
    await marked.hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await expect(tooltip).toContainText(`@ngx-formly/${kit} registers no type "no-such-type".`);
    await expect(tooltip).toContainText(/Its types are .*"input"/);
    if (hasDatepicker) {
      await expect(tooltip).toContainText(/Its types are .*"datepicker"/);
    } else {
      await expect(tooltip).not.toContainText('datepicker');
    }
  }
});

test('beside the form, the configuration check lists deprecated keys with their replacement, as the editor marks them [guide/ai-assistants#validator-accepts-deprecated-keys]', async ({
  page,
}) => {
  const fields = '[{"key": "a", "type": "input", "templateOptions": {"label": "Old style"}}]';
  await openPlayground(page, await encodeState(stateWith({kit: 'bootstrap', fields})));
  const check = page.getByTestId('config-check');
  await expect(check.getByRole('listitem')).toHaveText(
    'Warning fields[0].templateOptions: "templateOptions" is deprecated in Formly 7: use `props` instead.',
  );
  await expect(page.locator('#playground-panel-config .cm-lintRange-warning')).toHaveText('"templateOptions"');
  // The deprecated key still renders: the check advises, Formly decides.
  await expect(form(page).getByLabel('Old style')).toBeVisible();
  await replaceEditorText(page, 'config', '[{"key": "a", "type": "input", "props": {"label": "New style"}}]');
  await expect(check).toContainText('No problems with the Bootstrap schema.');
});

test("the configuration check flags what Formly's expression parser cannot read, and says what to write instead", async ({
  page,
}) => {
  const fields =
    '[{"key": "a", "type": "input", "props": {"label": "A"}, "expressions": {"hide": "(field) => !field.model.a"}}]';
  await openPlayground(page, await encodeState(stateWith({kit: 'bootstrap', fields})));
  const check = page.getByTestId('config-check');
  await expect(check.getByRole('listitem')).toContainText(
    "Error fields[0].expressions.hide: is a function, which Formly's expression parser (withFormlyFieldExpression) cannot read",
  );
  await expect(check.getByRole('listitem')).toContainText('"!field.model.a"');
  await expect(page.locator('#playground-panel-config .cm-lintRange-error')).toHaveText('"(field) => !field.model.a"');
  // What the check says: written as an expression, the form renders again.
  await replaceEditorText(
    page,
    'config',
    '[{"key": "a", "type": "input", "props": {"label": "A"}, "expressions": {"hide": "!field.model.a"}}]',
  );
  await expect(check).toContainText('No problems with the Bootstrap schema.');
  await expect(page.getByTestId('form-status')).toHaveText(/^Form status: /);
});

test('after a Formly error the preview shows nothing of the previous form, only the error', async ({page}) => {
  await openPlayground(page);
  await expect(form(page).getByLabel('Name')).toBeVisible();
  // The unknown type fails while the form renders, after the valid field before it has started to.
  await replaceEditorText(
    page,
    'config',
    '[{"key": "a", "type": "nope"}, {"key": "b", "type": "input", "props": {"label": "B"}}]',
  );
  await expect(page.getByTestId('form-status')).toHaveText('No form');
  await expect(form(page).getByRole('alert')).toContainText('The type "nope" could not be found');
  await expect(form(page).locator('form, formly-form, input, select, textarea, label')).toHaveCount(0);
  await replaceEditorText(page, 'config', '[{"key": "b", "type": "input", "props": {"label": "B"}}]');
  await expect(form(page).getByLabel('B')).toBeVisible();
  await expect(form(page).getByRole('alert')).toHaveCount(0);
});

test('a configuration Formly rejects is reported in the result pane', async ({page}) => {
  await openPlayground(page);
  await replaceEditorText(page, 'config', '[{"key": "a", "type": "no-such-type"}]');
  await expect(page.getByTestId('formly-error')).toContainText('The type "no-such-type" could not be found');
  await replaceEditorText(page, 'config', '[{"key": "a", "type": "input", "wrappers": ["no-such-wrapper"]}]');
  await expect(page.getByTestId('formly-error')).toContainText('The wrapper "no-such-wrapper" could not be found');
  await replaceEditorText(page, 'config', '[{"key": "a", "type": "input", "expressions": {"hide": "model.a +* 2"}}]');
  await expect(page.getByTestId('formly-error')).toContainText('Expression parse error');
  await expect(page.getByTestId('formly-error')).toContainText('[Expression "hide"]');
  await replaceEditorText(page, 'config', '[{"key": "a", "type": "input", "props": {"label": "Back"}}]');
  await expect(form(page).getByLabel('Back')).toBeVisible();
  await expect(page.getByTestId('formly-error')).toHaveCount(0);
});

test('string expressions run through the CSP-safe parser', async ({page}) => {
  await openPlayground(page);
  await expect(form(page).getByLabel("A parent's name")).toBeHidden();
  await form(page).getByLabel('Age').fill('12');
  await expect(form(page).getByLabel("A parent's name")).toBeVisible();
  await form(page).getByLabel('Age').fill('40');
  await expect(form(page).getByLabel("A parent's name")).toBeHidden();
});

test('switching kits renders the form in each kit the playground offers', async ({page, problems}) => {
  // Kendo UI logs a licence notice in an evaluation set-up like ours.
  problems.allow(/Kendo UI|Telerik/i);
  await openPlayground(page);
  const switcher = page.getByRole('tablist').filter({has: kitTab(page, playgroundKits[0])});
  await expect(switcher.getByRole('tab')).toHaveText(playgroundKits.map((kit) => playgroundKitLabels[kit]));
  for (const kit of [...playgroundKits.slice(1), playgroundKits[0]]) {
    await kitTab(page, kit).click();
    await expect(kitTab(page, kit)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('iframe[title^="Form preview"]')).toHaveAttribute('src', new RegExp(`kit=${kit}\\b`));
    await expect(form(page).locator(kitMarkup[kit]).first()).toBeAttached();
    await expect(form(page).getByLabel('Name')).toBeVisible();
  }
});

test("the reader's kit from the examples opens the playground, and a kit picked here is remembered for them", async ({
  page,
}) => {
  const [, remembered, picked] = playgroundKits;
  await seedStorage(page, {[kitChoiceStorageKey]: remembered});
  await openPlayground(page);
  await expect(kitTab(page, remembered)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('iframe[title^="Form preview"]')).toHaveAttribute(
    'src',
    new RegExp(`kit=${remembered}\\b`),
  );
  await kitTab(page, picked).click();
  await expect(page.locator('iframe[title^="Form preview"]')).toHaveAttribute('src', new RegExp(`kit=${picked}\\b`));
  await expect.poll(() => readStorage(page, kitChoiceStorageKey)).toBe(picked);
});

test('?kit= in the address opens the playground in that kit', async ({page}) => {
  const kit = playgroundKits.at(-1)!;
  await page.goto(`/playground?kit=${kit}`);
  await waitForHydration(page);
  await expect(kitTab(page, kit)).toHaveAttribute('aria-selected', 'true');
  await expect(form(page).locator(kitMarkup[kit]).first()).toBeAttached({timeout: 30_000});
});

test('JSON Schema mode renders a schema with oneOf', async ({page}) => {
  await openPlayground(page);
  const starter = builtInStarters.find((candidate) => candidate.mode === 'json-schema')!;
  await page.getByLabel('Starters', {exact: true}).selectOption(starter.id);
  await expect(page.locator('#playground-tab-config')).toHaveText('JSON Schema');
  await expect(form(page).getByLabel('Name')).toBeVisible();
  const delivery = form(page).locator('select').first();
  await delivery.selectOption({label: 'Collect in store'});
  await expect(form(page).getByLabel('Store')).toBeVisible();
  await delivery.selectOption({label: 'By post'});
  await expect(form(page).getByLabel('Street')).toBeVisible();
  await expect(form(page).getByLabel('Store')).toHaveCount(0);
});

test('a link reproduces the state, and a reload keeps what was typed', async ({page, browser}) => {
  await openPlayground(page);
  await kitTab(page, 'material').click();
  await replaceEditorText(page, 'config', '[{"key": "city", "type": "input", "props": {"label": "Home town"}}]');
  await replaceEditorText(page, 'model', '{"city": "Lyon"}');
  await expect(form(page).getByLabel('Home town')).toHaveValue('Lyon');
  // The address follows the edits shortly after the typing stops.
  await expect
    .poll(async () => {
      const hash = new URL(page.url()).hash;
      return hash.startsWith('#v1.') ? (await decodeState(hash)).model : '';
    })
    .toBe('{"city": "Lyon"}');
  const link = page.url();

  const other = await browser.newPage();
  await openPlayground(other, new URL(link).hash);
  await expect(kitTab(other, 'material')).toHaveAttribute('aria-selected', 'true');
  await expect(form(other).getByLabel('Home town')).toHaveValue('Lyon');
  await other.close();

  await page.reload();
  await waitForHydration(page);
  await expect(form(page).getByLabel('Home town')).toHaveValue('Lyon');
});

test('Reset returns to the starter', async ({page}) => {
  await openPlayground(page);
  await replaceEditorText(page, 'config', '[]');
  await expect(form(page).getByLabel('Name')).toHaveCount(0);
  // Reset asks first, since the reader typed (see "loading another form").
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(form(page).getByLabel('Name')).toBeVisible();
});

test('Open in StackBlitz posts a project with the current configuration in the selected kit', async ({page}) => {
  await openPlayground(page);
  await kitTab(page, 'material').click();
  await replaceEditorText(page, 'config', '[{"key": "city", "type": "input", "props": {"label": "Home town"}}]');
  await expect(form(page).getByLabel('Home town')).toBeVisible();
  const project = await openInStackBlitz(page);
  expect(project.get('project[files][src/app/app.ts]')).toContain("label: 'Home town'");
  expect(project.get('project[files][src/app/app.config.ts]')).toContain('withFormlyMaterial()');
  expect(project.get('project[files][src/app/app.config.ts]')).toContain('withFormlyFieldExpression()');
  expect(JSON.parse(project.get('project[files][package.json]') ?? '{}').dependencies).toHaveProperty(
    '@ngx-formly/material',
  );
});

test("Open in StackBlitz from an example's starter posts the project the exported-projects journey builds, with what the example registers", async ({
  page,
}) => {
  const pair = playgroundStarterPairs().find(
    (candidate) => candidate.id === 'playground-advanced-extending-field-types--bootstrap',
  )!;
  await page.goto(`/playground?${starterParam}=advanced/extending-field-types&kit=bootstrap`);
  await expect(page.getByTestId('form-status')).toHaveText(/^Form status: /, {timeout: 30_000});
  const posted = postedFiles(await openInStackBlitz(page));
  expect(posted).toEqual(exportedFiles(pair));
  expect(posted['src/app/app.config.ts']).toContain('advancedExtendingFieldTypes');
  expect(posted['src/app/examples/advanced--extending-field-types/rating-type.ts']).toContain('class RatingType');
});

test('an NG-ZORRO project for StackBlitz carries the overrides entry its 7.0.1 package needs next to a newer core', async ({
  page,
}) => {
  await openPlayground(page);
  await kitTab(page, 'ng-zorro-antd').click();
  await expect(page.getByTestId('form-status')).not.toHaveText('Loading the form…');
  const projectPackage = JSON.parse((await openInStackBlitz(page)).get('project[files][package.json]') ?? '{}');
  expect(projectPackage.overrides).toEqual({'@ngx-formly/ng-zorro-antd': {'@ngx-formly/core': '$@ngx-formly/core'}});
  expect(projectPackage.dependencies).toHaveProperty('@ngx-formly/core');
});

test.describe('a crafted link', () => {
  test('markup in a label and script in an expression stay inert', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const markup = '<img src=x onerror="parent.document.title=\'pwned\'">';
    const hash = await encodeState(
      stateWith({
        fields: JSON.stringify([
          {key: 'a', type: 'input', props: {label: markup, description: '<b>bold</b>'}},
          {
            key: 'b',
            type: 'input',
            props: {label: 'B'},
            expressions: {hide: "alert(1) || constructor.constructor('alert(2)')()"},
          },
        ]),
      }),
    );
    await openPlayground(page, hash);
    await expect(form(page).getByText(markup)).toBeVisible();
    await expect(form(page).getByText('<b>bold</b>')).toBeVisible();
    await expect(form(page).locator('img')).toHaveCount(0);
    // The parser either refuses the expression (reported) or reads it as a missing model value (the field shows).
    await expect
      .poll(async () => (await page.getByTestId('formly-error').count()) + (await form(page).getByLabel('B').count()))
      .toBeGreaterThan(0);
    await kitTab(page, 'primeng').click();
    await expect(form(page).getByText(markup)).toBeVisible();
    expect(await page.title()).not.toBe('pwned');
    expect(dialogs).toBe(0);
  });

  test('a __proto__ key is refused and the page stays usable', async ({page}) => {
    const hash = await encodeState(stateWith({model: '{"__proto__": {"polluted": "yes"}}'}));
    await openPlayground(page, hash);
    await page.locator('#playground-tab-model').click();
    await expect(page.getByTestId('problem-model')).toContainText('"__proto__" is not allowed');
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
    await replaceEditorText(page, 'model', '{"name": "Safe"}');
    await expect(form(page).getByLabel('Name')).toHaveValue('Safe');
  });

  test('a link pasted into the address bar of a tab already on the playground opens its form, in its kit', async ({
    page,
  }) => {
    await openPlayground(page);
    const fields = '[{"key": "pasted", "type": "input", "props": {"label": "From the pasted link"}}]';
    const hash = await encodeState(stateWith({kit: 'material', fields}));
    // Only the hash differs, as when a reader pastes the link: the browser does not reload the page.
    await page.goto(`/playground${hash}`);
    await expect(form(page).getByLabel('From the pasted link')).toBeVisible({timeout: 30_000});
    await expect(page.locator('#playground-panel-config .cm-content')).toContainText('From the pasted link');
    await expect(kitTab(page, 'material')).toHaveAttribute('aria-selected', 'true');
    // The next edit keeps the pasted form: the address is not overwritten with the old one.
    await replaceEditorText(page, 'model', '{"pasted": "kept"}');
    await expect(form(page).getByLabel('From the pasted link')).toHaveValue('kept');
    await expect.poll(async () => (await decodeState(new URL(page.url()).hash)).fields).toBe(fields);
  });

  test('an oversized link opens the starter with a message', async ({page}) => {
    await openPlayground(page, `#v1.${'A'.repeat(maxHashLength + 1)}`);
    await expect(page.getByRole('alert').filter({hasText: 'too large'})).toBeVisible();
    await expect(form(page).getByLabel('Name')).toBeVisible();
  });

  test('a damaged link opens the starter with a message', async ({page}) => {
    await openPlayground(page, '#v1.not-a-real-link');
    await expect(page.getByRole('alert').filter({hasText: 'damaged'})).toBeVisible();
    await expect(form(page).getByLabel('Name')).toBeVisible();
  });
});

test.describe('loading another form', () => {
  const empty = builtInStarters.find((starter) => starter.id === 'empty')!;

  test('a starter or Reset asks before it discards what the reader typed, and keeps it when the reader says no', async ({
    page,
  }) => {
    await openPlayground(page);
    await replaceEditorText(page, 'model', '{"name": "Typed"}');
    await expect(form(page).getByLabel('Name')).toHaveValue('Typed');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByLabel('Starters').selectOption({label: empty.title});
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect
      .poll(() => asked)
      .toEqual([
        `Discard your changes to this form and load the starter "${empty.title}"?`,
        `Discard your changes to this form and go back to the starter "${defaultStarter.title}"?`,
      ]);
    await expect(form(page).getByLabel('Name')).toHaveValue('Typed');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(form(page).getByLabel('Name')).toHaveValue('');
    // Nothing typed since: another starter loads without a question (an unexpected dialog would be dismissed).
    await page.getByLabel('Starters').selectOption({label: empty.title});
    await expect(page.getByRole('status').filter({hasText: `Loaded the starter "${empty.title}".`})).toBeVisible();
  });

  test('a starter that does not run in the chosen kit switches the kit and says so', async ({page}) => {
    const siteDir = path.join(__dirname, '..', '..');
    const starter = collectExampleStarters(path.join(siteDir, 'demos'), path.join(siteDir, 'docs')).find(
      (candidate) => candidate.kits && !candidate.kits.includes('bootstrap'),
    );
    expect(starter, 'an example starter that does not run in Bootstrap').toBeDefined();
    await openPlayground(page);
    await expect(page.locator(`select#playground-starters option[value="${starter!.id}"]`)).toBeAttached();
    await page.getByLabel('Starters').selectOption(starter!.id);
    await expect(
      page.getByRole('status').filter({
        hasText: `It does not run in Bootstrap, so the playground switched to ${playgroundKitLabels[starter!.kits![0]!]}.`,
      }),
    ).toBeVisible();
    await expect(kitTab(page, starter!.kits![0]!)).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('Copy link', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('refuses a form whose link would be over the limit, saying so with the limit, and leaves the clipboard alone', async ({
    page,
  }) => {
    await openPlayground(page);
    // Text that does not compress, so that the link is longer than the 64 KB a link may hold.
    let seed = 7;
    const noise = Array.from({length: 30000}, () => {
      seed = (seed * 48271) % 2147483647;
      return seed.toString(36);
    });
    // Typed as replaceEditorText does; the editor draws only what is in view of so long a text.
    await page.locator('#playground-tab-options').click();
    await page.locator('#playground-panel-options .cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify({formState: {noise}}));
    await expect(page.locator('#playground-panel-options .cm-content')).toContainText(`"${noise.at(-1)}"]}}`);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByText(/too large to share as a link: its link would take \d+ KB/)).toBeVisible();
    await expect(
      page.getByText(`a playground link holds at most ${maxHashLength / 1024} KB`, {exact: false}),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  });

  test('copies a link that opens the same form', async ({page}) => {
    await openPlayground(page);
    await replaceEditorText(page, 'model', '{"name": "Linked"}');
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse((await decodeState(new URL(link).hash)).model)).toEqual({name: 'Linked'});
  });
});

test('the editor and the result sit side by side on wide screens and stack below 996 px', async ({page}) => {
  await page.setViewportSize({width: 1400, height: 900});
  await openPlayground(page);
  const editor = page.getByRole('region', {name: 'Editor'});
  const result = page.getByRole('region', {name: 'Result'});
  const [wideEditor, wideResult] = [await editor.boundingBox(), await result.boundingBox()];
  expect(wideResult!.x).toBeGreaterThan(wideEditor!.x + wideEditor!.width - 1);
  await page.setViewportSize({width: 800, height: 900});
  await expect.poll(async () => (await result.boundingBox())!.y).toBeGreaterThan((await editor.boundingBox())!.y + 100);
});

// The sitemap test scans /playground in whichever state it reaches first; this one holds the state
// before the form reports (empty outputs), with a problem shown in the model tab, in both modes.
test('before the form reports, with a problem in the model, the page has no serious or critical axe violations', async ({
  page,
}) => {
  await emptyFrames(page, `/${playgroundFrameDir}/`, 'Form preview');
  await page.goto('/playground');
  await waitForHydration(page);
  await expect(page.getByTestId('form-status')).toHaveText('Loading the form…');
  await expect(page.getByTestId('model-output')).toBeEmpty();
  await replaceEditorText(page, 'model', '{"name": ');
  await expect(page.getByTestId('problem-model')).not.toBeEmpty();
  await expectNoSeriousAxeViolations(page);
  await switchColorScheme(page, 'dark');
  await expectNoSeriousAxeViolations(page, {rules: 'colour'});
});

test('the tabs and the toolbar work from the keyboard', async ({page}) => {
  await openPlayground(page);
  await page.locator('#playground-tab-config').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#playground-tab-model')).toBeFocused();
  await expect(page.locator('#playground-tab-model')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#playground-panel-model')).toBeVisible();
  await page.getByLabel('Mode', {exact: true}).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Starters', {exact: true})).toBeFocused();
  // The kit switcher's tabs, as on the examples: the arrow keys move between them, Enter picks one.
  const [first, second] = playgroundKits;
  await kitTab(page, first).focus();
  await page.keyboard.press('ArrowRight');
  await expect(kitTab(page, second)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(kitTab(page, second)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('iframe[title^="Form preview"]')).toHaveAttribute('src', new RegExp(`kit=${second}\\b`));
});

test.describe('Report a bug', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  const installed = (name: string) =>
    (
      JSON.parse(
        fs.readFileSync(path.join(__dirname, '..', '..', 'demos', 'node_modules', name, 'package.json'), 'utf8'),
      ) as {version: string}
    ).version;

  /** Clicks "Report a bug" and returns the body of the new-issue address the new tab opens (GitHub is stubbed). */
  async function reportBody(page: Page): Promise<string> {
    return (await reportAddress(page)).searchParams.get('body') ?? '';
  }

  /** Clicks "Report a bug" and returns the new-issue address the new tab opens, checked as GitHub would take it. */
  async function reportAddress(page: Page): Promise<URL> {
    await page
      .context()
      .route('https://github.com/**', (route) =>
        route.fulfill({status: 200, contentType: 'text/html', body: '<title>New issue</title>'}),
      );
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', {name: 'Report a bug'}).click();
    const tab = await opened;
    await tab.waitForURL(/^https:\/\/github\.com\/ngx-formly\/ngx-formly\/issues\/new\?/);
    const address = tab.url();
    const url = new URL(address);
    expect(url.searchParams.get('labels')).toBe('bug');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // What GitHub takes: an address within the length it accepts, printable ASCII only (every other
    // character encoded), and no fragment, which the browser would keep from GitHub.
    expect(address.length).toBeLessThanOrEqual(maxIssueUrlLength);
    expect(address).toMatch(/^[\x21-\x7e]+$/);
    expect(url.hash).toBe('');
    return url;
  }

  test("opens a new issue with this form's link, its kit and the versions the frame runs [guide/faq#report-bug-opens-new-issue]", async ({
    page,
  }) => {
    const fields = '[{"key": "name", "type": "input", "props": {"label": "Name & <b>more</b>"}}]';
    await openPlayground(page, await encodeState(stateWith({kit: 'material', fields})));
    const body = await reportBody(page);
    expect(body).toContain(page.url());
    expect(body).toContain(`- UI kit: Material (@ngx-formly/material ${installed('@ngx-formly/material')}`);
    expect(body).toContain(`- Formly version: ${installed('@ngx-formly/core')}`);
    expect(body).toContain(`- Angular version: ${installed('@angular/core')}`);
    // The link restores this very form.
    expect((await decodeState(new URL(page.url()).hash)).fields).toBe(fields);
    await expect(page.getByText('Opened a bug report with this form in a new tab.')).toBeVisible();
  });

  test("carries the form as readable JSON, Formly's error and the check's problems, so a maintainer need not open the link", async ({
    page,
  }) => {
    const fields = '[{"key": "a", "type": "nope"}]';
    await openPlayground(page, await encodeState(stateWith({kit: 'bootstrap', fields})));
    await expect(page.getByTestId('formly-error')).toContainText('The type "nope" could not be found');
    await expect(page.getByTestId('config-check').getByRole('listitem')).toContainText('registers no type "nope"');
    const body = await reportBody(page);
    expect(body).toContain(`Fields:\n\`\`\`json\n${fields}\n\`\`\``);
    expect(body).toContain(`Model:\n\`\`\`json\n${defaultStarter.model.trimEnd()}\n\`\`\``);
    expect(body).toContain('- Formly: [Formly Error] The type "nope" could not be found');
    expect(body).toContain('- Configuration check: fields[0].type: @ngx-formly/bootstrap registers no type "nope".');
    expect(body).toContain(page.url());
  });

  test("a form's every character reaches the report as typed, and its link there opens the same form", async ({
    page,
  }) => {
    const label = 'Größe #1 & 50% + "quoted" <b>bold</b> 🚀 ? = /';
    const fields = JSON.stringify([{key: 'size', type: 'input', props: {label}}]);
    await openPlayground(page, await encodeState(stateWith({kit: 'bootstrap', fields})));
    const body = await reportBody(page);
    expect(body).toContain(`Fields:\n\`\`\`json\n${fields}\n\`\`\``);
    const link = /The form in the Formly playground \(Bootstrap\): (\S+)/.exec(body)?.[1];
    expect(link).toBe(page.url());
    const reopened = await page.context().newPage();
    await reopened.goto(link!);
    await expect(form(reopened).getByText(label)).toBeVisible();
    await reopened.close();
  });

  test('a form whose texts do not fit beside its link keeps the link in the report, within the length', async ({
    page,
  }) => {
    // Random text does not compress: about 3,000 characters of it give a link that fits the
    // address, but not beside the same text again as readable JSON.
    const noise = Array.from(
      {length: 280},
      (_, index) => `${index.toString(36)}${Math.random().toString(36).slice(2)}`,
    );
    const fields = JSON.stringify([{key: 'notes', type: 'textarea', props: {label: 'Notes', options: noise}}]);
    await openPlayground(page, await encodeState(stateWith({kit: 'bootstrap', fields})));
    const body = await reportBody(page);
    expect(body).toContain(page.url());
    expect(body).not.toContain(fields);
  });

  test('a form too large for the address leaves the link out of the report and puts it on the clipboard [guide/faq#report-bug-opens-new-issue]', async ({
    page,
  }) => {
    // Random text does not compress: its link is far longer than a new-issue address may be.
    const noise = Array.from(
      {length: 600},
      (_, index) => `${index.toString(36)}${Math.random().toString(36).slice(2)}`,
    );
    const fields = JSON.stringify([{key: 'notes', type: 'textarea', props: {label: 'Notes', options: noise}}]);
    await openPlayground(page, await encodeState(stateWith({kit: 'bootstrap', fields})));
    const body = await reportBody(page);
    expect(body).not.toContain(new URL(page.url()).hash.slice(0, 40));
    expect(body).toContain('on your clipboard: paste it here');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByText(/is too long for it and is on your clipboard/)).toBeVisible();
  });
});
