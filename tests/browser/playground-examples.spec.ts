/**
 * "Edit in the playground" on the example pages: every example whose form the playground can open
 * (its starters, made from the same sources) opens there as the same form: the same fields render,
 * and the same input gives the same model. Each example is checked in one of its kits, taken in
 * turn, so that every kit is covered without multiplying the runs. Which kits of which page link
 * there is the build's (tests/unit/live-examples.test.ts); how the link follows the reader's kit is
 * one component's, checked once here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {FrameLocator, Locator, Page} from '@playwright/test';
import {waitForHydration} from './fixtures';
import {demos, expect, model, openDemoAlone, test} from './demos';
import {form, openPlayground, playgroundModel, stateWith} from './playground';
import {oneOfEachKind} from './matrix';
import {encodeState} from '../../plugins/playground/state';
import {collectExampleStarters, frameMessages} from '../../plugins/playground/examples';
import {registeredMessages} from '../../lib/example-registrations';
import {examplePages} from '../../lib/example-pages';
import {playgroundRoute, starterParam} from '../../lib/playground-address';
import {kitTabsGroup} from '../../lib/kit-choice';
import {kitByName} from '../../lib/kits';

const siteDir = path.join(__dirname, '..', '..');
const pages = examplePages(path.join(siteDir, 'docs'));
/** A control that takes typed text; not NG-ZORRO's select, whose search box is an input the reader cannot type in here. */
const textInput =
  'input:is([type="text"], [type="email"], [type="number"], :not([type])):not([readonly]):not(.ant-select-selection-search-input), textarea';
const starters = collectExampleStarters(path.join(siteDir, 'demos'), path.join(siteDir, 'docs'));

/** The address of the playground opened on an example's starter in `kit`: what "Edit in the playground" links to. */
const playgroundHref = (id: string, kit: string) => `/${playgroundRoute}?${starterParam}=${id}&${kitTabsGroup}=${kit}`;

/** Opens the playground on an example's starter in `kit`, once its form has reported. */
async function openExampleInPlayground(page: Page, id: string, kit: string): Promise<void> {
  expect(
    starters.some((starter) => starter.id === id),
    `${id} opens in the playground`,
  ).toBe(true);
  await page.goto(playgroundHref(id, kit));
  await waitForHydration(page);
  await expect(page.getByTestId('form-status')).toHaveText(/^Form status: /, {timeout: 30_000});
}

test('the example pages that open in the playground are the ones with a starter, and there are some', () => {
  expect(starters.length).toBeGreaterThan(0);
  expect(starters.every((starter) => pages.some((page) => page.demo === starter.id))).toBe(true);
});

test("an example page's link opens the playground in the kit the reader chose, and follows the kit tabs", async ({
  page,
}) => {
  const starter = starters.find((candidate) => candidate.kits!.length > 1)!;
  const [first, second] = starter.kits!.map(kitByName);
  const route = pages.find((candidate) => candidate.demo === starter.id)!.route;
  await page.goto(`${route}?${kitTabsGroup}=${first.name}`);
  await waitForHydration(page);
  const link = page.getByRole('link', {name: 'Edit in the playground'});
  await expect(link).toHaveAttribute('href', playgroundHref(starter.id, first.name));
  await page.getByRole('tab', {name: second.label, exact: true}).first().click();
  await expect(link).toHaveAttribute('href', playgroundHref(starter.id, second.name));
  // The demo's box takes the height the demo reports once it has booted, which moves the toolbar
  // below it: click once the demo shows its form and the link has stopped moving.
  const demo = page.frameLocator(`iframe[data-live-example="${starter.id}"][data-kit="${second.name}"]`);
  await expect(demo.locator('formly-form').first()).toBeVisible({timeout: 30_000});
  let lastTop: number | undefined;
  await expect
    .poll(async () => {
      const top = (await link.boundingBox())?.y;
      const settled = top !== undefined && top === lastTop;
      lastTop = top;
      return settled;
    })
    .toBe(true);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${playgroundHref(starter.id, second.name).replace(/[?]/g, '\\?')}$`));
  await expect(page.getByTestId('form-status')).toHaveText(/^Form status: /, {timeout: 30_000});
});

// Each starter in one of its kits, taken in turn; npm test opens one starter per kit, the
// pull-request workflow every starter (tests/browser/matrix.ts).
const startersInKit = starters.map((starter, index) => ({starter, kit: starter.kits![index % starter.kits!.length]!}));
oneOfEachKind(startersInKit, ({kit}) => kit).forEach(({starter, kit}) => {
  const page = pages.find((candidate) => candidate.demo === starter.id)!;
  const demo = demos.find((candidate) => candidate.name === starter.id)!;

  test(`${page.route} opens in the playground in ${kit} as the same form [guide/faq#example-s-edit-playground-opens, guide/faq#where-example-s-code-holds]`, async ({
    page: tab,
  }) => {
    // Two apps boot in this test: the example's and the playground's frame.
    test.setTimeout(90_000);
    const example = await openDemoAlone(tab, demo, kit);
    // The playground beside it, in a tab of its own, so that both forms are compared once both have settled
    // (an example may load options late).
    const beside = await tab.context().newPage();
    await openExampleInPlayground(beside, starter.id, kit);
    // What the playground's version leaves out of the example (its playground.json's note) is said on the page.
    if (starter.note) {
      await expect(beside.getByText(starter.note)).toBeVisible();
    }
    const playground = form(beside);
    const snapshots = () =>
      Promise.all([example, playground].map((frame) => frame.locator('formly-form').first().ariaSnapshot()));
    await expect
      .poll(async () => {
        const [own, opened] = await snapshots();
        return own === opened ? 'the same form' : `example:\n${own}\nplayground:\n${opened}`;
      })
      .toBe('the same form');

    const textbox = (frame: typeof example) => frame.locator(textInput).filter({visible: true}).first();
    if ((await textbox(example).count()) > 0) {
      // A number input takes digits only.
      const input = (await textbox(example).getAttribute('type')) === 'number' ? '7' : 'Same input';
      await textbox(example).fill(input);
      await textbox(playground).fill(input);
    }
    // Each example prints its model first under the form (form-state prints its form state after it).
    if ((await model(example).count()) > 0) {
      await expect
        .poll(() => playgroundModel(beside))
        .toEqual(JSON.parse(await model(example).first().innerText()) as unknown);
    }
    await beside.close();
  });
});

// The claim of docs/examples/other/material-autocomplete.mdx on its `suggestions` prop, which its
// playground version uses: without `suggest`, the entries containing the typed text, in any case.
test('the autocomplete type suggests the entries of a fixed list that contain the typed text [examples/material-autocomplete#without-suggest-type-offers-entries]', async ({
  page,
}) => {
  await openExampleInPlayground(page, 'other/material-autocomplete', 'material');
  const to = form(page).getByRole('combobox', {name: 'To'});
  await to.pressSequentially('PRA');
  await expect(form(page).getByRole('option')).toHaveText(['Prague (PRG)']);
  await form(page).getByRole('option', {name: 'Prague (PRG)'}).click();
  await expect(to).toHaveValue('Prague (PRG)');
  await expect.poll(() => playgroundModel(page)).toEqual({from: 'Lisbon (LIS)', to: 'Prague (PRG)'});
});

// The claim of docs/examples/other/button.mdx on a button without `onClick`, as in its playground version.
test('a button of the button example without onClick does nothing when clicked, either of its two [examples/button#onclick-optional-button-without]', async ({
  page,
}) => {
  await openExampleInPlayground(page, 'other/button', 'bootstrap');
  const before = (await playgroundModel(page)) as object;
  await form(page).getByRole('button', {name: 'Generate a password'}).click();
  await form(page).getByRole('textbox', {name: 'Account'}).fill('guest-2');
  // The form is still there (an error would replace it with Formly's message) and only the typed value changed.
  await expect.poll(() => playgroundModel(page)).toEqual({...before, account: 'guest-2'});
  // Clear is enabled once there is a password (its expression), and does nothing either.
  await form(page).getByRole('textbox', {name: 'Password'}).fill('typed');
  await form(page).getByRole('button', {name: 'Clear'}).click();
  await expect(form(page).getByRole('textbox', {name: 'Password'})).toHaveValue('typed');
  await expect(form(page).getByRole('alert')).toHaveCount(0);
});

/**
 * What the playground versions' notes (their playground.json) say about behaviour, run in the
 * playground's frame with Formly 7.1.0. A note that is not true any more fails here.
 */
test.describe("the playground versions' notes", () => {
  /** The starter of `id`, parsed. */
  const starterData = (id: string) => {
    const starter = starters.find((candidate) => candidate.id === id);
    expect(starter, `${id} opens in the playground`).toBeDefined();
    return {
      fields: JSON.parse(starter!.config) as unknown[],
      model: JSON.parse(starter!.model) as Record<string, unknown>,
      options: JSON.parse(starter!.options) as {
        formState: {language: string; labels: Record<string, Record<string, string>>};
      },
    };
  };

  for (const [id, key] of [
    ['advanced/i18n', 'name'],
    ['advanced/i18n-alternative', 'rating'],
  ] as const) {
    test(`${id}: setting formState.language switches the texts to that language`, async ({page}) => {
      const {fields, model, options} = starterData(id);
      const languages = Object.keys(options.formState.labels).filter((code) => code !== options.formState.language);
      expect(languages.length).toBeGreaterThan(0);
      for (const language of languages) {
        const switched = {...options, formState: {...options.formState, language}};
        const state = stateWith({
          fields: JSON.stringify(fields),
          model: JSON.stringify(model),
          options: JSON.stringify(switched),
        });
        // A new document each time: only the hash would change, which the playground reads on arrival.
        await page.goto('about:blank');
        await openPlayground(page, await encodeState(state));
        // A label, followed by " *" where the field is required.
        const label = options.formState.labels[language][key];
        await expect(form(page).locator('label').filter({hasText: label}).first()).toBeVisible();
      }
    });
  }

  test("validation/force-show-error: errors show while typing, and Submit shows every field's", async ({page}) => {
    await openExampleInPlayground(page, 'validation/force-show-error', 'bootstrap');
    // Typing, without leaving the field, is enough.
    await form(page).getByRole('textbox', {name: 'IPv4 address'}).pressSequentially('10.0');
    await expect(form(page).getByText('Use the form 10.0.0.1.')).toBeVisible();
    // Only the server name (validation.show) shows "Required." before Submit; the owner's shows after it.
    await expect(form(page).getByText('Required.', {exact: true})).toHaveCount(1);
    await form(page).getByRole('button', {name: 'Submit'}).click();
    await expect(form(page).getByText('Required.', {exact: true})).toHaveCount(2);
  });

  test('bootstrap-specific/input-add-ons: the Generate add-on does nothing, and the € sign is the add-on text', async ({
    page,
  }) => {
    await openExampleInPlayground(page, 'bootstrap-specific/input-add-ons', 'bootstrap');
    await expect(form(page).getByText('€', {exact: true})).toBeVisible();
    await form(page).getByText('Generate', {exact: true}).click();
    await expect(form(page).getByRole('textbox', {name: 'Coupon code'})).toHaveValue('');
    await expect(form(page).getByRole('alert')).toHaveCount(0);
  });

  test('other/observable-select: another team clears the assignee to null', async ({page}) => {
    await openExampleInPlayground(page, 'other/observable-select', 'bootstrap');
    await form(page).getByRole('combobox', {name: 'Assignee'}).selectOption({label: 'Mei Tanaka'});
    await expect.poll(() => playgroundModel(page)).toMatchObject({assigneeId: 3});
    await form(page).getByRole('combobox', {name: 'Team'}).selectOption({label: 'Web platform'});
    await expect.poll(() => playgroundModel(page)).toMatchObject({teamId: 'web', assigneeId: null});
  });

  test("validation/custom-validation: the field's weekday rule, registered under its key, refuses a weekend", async ({
    page,
  }) => {
    await openExampleInPlayground(page, 'validation/custom-validation', 'bootstrap');
    const publishOn = form(page).getByLabel('Publish on');
    // 28 November 2026 is a Saturday, the 27th a Friday.
    await publishOn.fill('2026-11-28');
    await publishOn.blur();
    await expect(form(page).getByText('Posts go out on weekdays only.')).toBeVisible();
    await publishOn.fill('2026-11-27');
    await expect(form(page).getByText('Posts go out on weekdays only.')).toHaveCount(0);
  });

  test('other/input-file: the totalSize check refuses more than 2 MB, and the model shows a file as {}', async ({
    page,
  }) => {
    await openExampleInPlayground(page, 'other/input-file', 'bootstrap');
    const files = form(page).locator('input[type="file"]');
    await files.setInputFiles({name: 'small.txt', mimeType: 'text/plain', buffer: Buffer.alloc(1024, 'a')});
    await expect.poll(() => playgroundModel(page)).toEqual({attachments: [{}]});
    await expect(form(page).getByText('Together the files exceed 2 MB.')).toHaveCount(0);
    await files.setInputFiles({name: 'big.log', mimeType: 'text/plain', buffer: Buffer.alloc(3 * 1024 * 1024, 'a')});
    await expect(form(page).getByText('Together the files exceed 2 MB.')).toBeVisible();
  });

  test('validation/unique-value-async-validation: the uniqueKey check, registered under its key, refuses a key in use', async ({
    page,
  }) => {
    await openExampleInPlayground(page, 'validation/unique-value-async-validation', 'bootstrap');
    const key = form(page).getByRole('textbox', {name: 'Project key'});
    await key.fill('DOCS');
    await key.blur();
    await expect(form(page).getByText('A project with the key DOCS already exists.')).toBeVisible();
    await key.fill('NEWKEY');
    await key.blur();
    await expect(form(page).getByText(/already exists/)).toHaveCount(0);
    await expect(page.getByTestId('form-status')).toHaveText(/Form status: VALID/);
  });

  test('field-options/hide-fields: the notes field starts hidden, and hide false shows it', async ({page}) => {
    const {fields, model, options} = starterData('field-options/hide-fields');
    const notes = (list: unknown[]) =>
      list.find((field) => (field as {key?: string}).key === 'notes') as {hide?: boolean};
    expect(notes(fields).hide).toBe(true);
    await openExampleInPlayground(page, 'field-options/hide-fields', 'bootstrap');
    await expect(form(page).getByRole('textbox', {name: 'Landlord or agency'})).toBeVisible();
    await expect(form(page).locator('textarea')).toHaveCount(0);
    notes(fields).hide = false;
    const state = stateWith({
      fields: JSON.stringify(fields),
      model: JSON.stringify(model),
      options: JSON.stringify(options),
    });
    await page.goto('about:blank');
    await openPlayground(page, await encodeState(state));
    await expect(form(page).locator('textarea')).toBeVisible();
  });

  // A message the example words one way and the playground another: the reader sees both, and
  // the starter's note names the two. Both texts come from the sources (app.config.ts and the frame's).
  const frame = frameMessages(path.join(siteDir, 'demos'));
  for (const [id, kit, label, value, message] of [
    ['advanced/repeating-section', 'material', 'Full name', '', 'required'],
    ['advanced/extending-field-types', 'bootstrap', 'Tulip bulbs', '0', 'min'],
  ] as const) {
    test(`${id} in ${kit}: the ${message} message differs from the example's, and the note says so`, async ({page}) => {
      test.setTimeout(90_000);
      const demo = demos.find((candidate) => candidate.name === id)!;
      const config = path.join(demo.dir, 'app.config.ts');
      const own = registeredMessages(fs.readFileSync(config, 'utf8'), config).get(message)!;
      const playgrounds = frame.get(message)!;
      expect(own).not.toBe(playgrounds);
      const trigger = async (root: FrameLocator | Locator) => {
        const control = root.getByRole(value === '' ? 'textbox' : 'spinbutton', {name: label}).first();
        await control.fill(value);
        await control.blur();
      };
      const example = await openDemoAlone(page, demo, kit);
      await trigger(example);
      await expect(example.getByText(own, {exact: true})).toBeVisible();
      const beside = await page.context().newPage();
      await openExampleInPlayground(beside, id, kit);
      await trigger(form(beside));
      await expect(form(beside).getByText(playgrounds, {exact: true})).toBeVisible();
      const note = beside.getByText(/The playground words these validation messages itself/);
      await expect(note).toContainText(`"${own}"`);
      await expect(note).toContainText(`"${playgrounds}"`);
      await beside.close();
    });
  }
});
