import type {FrameLocator, Locator} from '@playwright/test';
import {demos, expect, openDemoAlone, test} from '../demos';
import {form, openFormInPlayground} from '../playground';
import {frameDocument, frameKitParam, playgroundFrameDir} from '../../../lib/playground-protocol';

/**
 * Claims of docs/ui/ionic.mdx ("OK and Cancel in the select's alert") and the Ionic select notes
 * (scripts/api/notes), run with Ionic's real components: in a live demo, where a select can
 * be on the page as the application starts, and in the playground's frame, which creates
 * the form after it has started. The last test checks the props.json handler notes on the datetime's
 * open picker, which the kit behaviour matrix does not reach (it measures the click that opens it).
 */

const demo = (name: string) => demos.find((candidate) => candidate.name === name)!;

/** Opens the select's alert and returns its two buttons, cancel first. */
async function alertButtons(scope: FrameLocator, select: Locator): Promise<Locator> {
  await select.click();
  const buttons = scope.locator('ion-alert .alert-button-group button');
  await expect(buttons).toHaveCount(2);
  return buttons;
}

test("a select on the page as the application starts keeps Ionic's own Cancel when cancelText is unset [api/ui/ionic/select#oktext-canceltext-bound-ion-select, ui/ionic#select-type-binds-oktext-canceltext]", async ({
  page,
}) => {
  // Its Subtitles select sets okText only.
  const frame = await openDemoAlone(page, demo('fields/ionic/select'));
  const buttons = await alertButtons(frame, frame.locator('ion-select').nth(1));
  await expect(buttons).toHaveText(['Cancel', 'Apply']);
});

test('a select created after start-up, with okText and cancelText unset, opens an alert with two blank buttons [api/ui/ionic/select#oktext-canceltext-bound-ion-select, ui/ionic#select-type-binds-oktext-canceltext]', async ({
  page,
}) => {
  const select = {
    key: 'meal',
    type: 'select',
    props: {label: 'Meal', options: [{value: 'standard', label: 'Standard'}]},
  };
  await openFormInPlayground(page, 'ionic', [select]);
  const buttons = await alertButtons(form(page), form(page).locator('ion-select'));
  await expect(buttons).toHaveText(['', '']);
});

test("with the type default of the site's Ionic examples, a select in a row added later names its buttons [ui/ionic#select-type-binds-oktext-canceltext]", async ({
  page,
}) => {
  const frame = await openDemoAlone(page, demo('advanced/repeating-section'), 'ionic');
  await frame.getByRole('button', {name: 'Add a traveller'}).click();
  await expect(frame.locator('ion-select')).toHaveCount(2);
  const buttons = await alertButtons(frame, frame.locator('ion-select').nth(1));
  await expect(buttons).toHaveText(['Cancel', 'OK']);
});

test("datetime: inside the open picker, focus and blur are called twice (the FocusEvent and Ionic's own event), a click on a day calls click, and Done calls change [api/props#core-focus-called, api/props#core-blur-called, api/props#core-click-called]", async ({
  page,
}) => {
  // A JSON configuration holds no functions: a getter on Object.prototype answers the handlers of the
  // props labelled "Probed", as in the kit behaviour measurement (tests/browser/kit-behaviour/measure.ts).
  await page.addInitScript(() => {
    const win = window as unknown as {probeCalls: string[]; probeMessages: {type?: string}[]};
    win.probeCalls = [];
    win.probeMessages = [];
    addEventListener('message', (event) => win.probeMessages.push(event.data));
    for (const handler of ['change', 'focus', 'blur', 'click']) {
      Object.defineProperty(Object.prototype, handler, {
        configurable: true,
        get(this: {label?: unknown}) {
          if (this.label !== 'Probed') return undefined;
          return (_field: unknown, argument: unknown) =>
            win.probeCalls.push(
              `${handler}(${argument instanceof Event ? argument.constructor.name : typeof argument})`,
            );
        },
        set(this: object, value: unknown) {
          Object.defineProperty(this, handler, {value, writable: true, configurable: true, enumerable: true});
        },
      });
    }
  });
  await page.goto(`/${playgroundFrameDir}/${frameDocument('ionic')}?${frameKitParam}=ionic`);
  const calls = () => page.evaluate(() => (window as unknown as {probeCalls: string[]}).probeCalls.splice(0));
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as {probeMessages: {type?: string}[]}).probeMessages.some(
          (message) => message?.type === 'formly-playground:ready',
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() =>
    postMessage(
      {
        type: 'formly-playground:render',
        revision: 1,
        mode: 'fields',
        config: [
          {key: 'day', type: 'datetime', props: {label: 'Probed', placeholder: 'Pick a day', presentation: 'date'}},
        ],
        model: {},
        options: {},
      },
      '*',
    ),
  );
  await page.getByText('Pick a day').click();
  const picker = page.locator('ion-datetime');
  await expect(picker).toBeVisible();
  await picker.locator('.calendar-day:not([disabled])').nth(10).click();
  const seen: string[] = [];
  await expect.poll(async () => seen.push(...(await calls())) && seen.includes('click(PointerEvent)')).toBe(true);
  expect(seen).toEqual(expect.arrayContaining(['focus(FocusEvent)', 'focus(CustomEvent)']));
  seen.length = 0;
  await page.getByRole('button', {name: 'Done'}).click();
  await expect.poll(async () => seen.push(...(await calls())) && seen.includes('change(CustomEvent)')).toBe(true);
  expect(seen).toEqual(expect.arrayContaining(['blur(FocusEvent)', 'blur(CustomEvent)']));
});

/**
 * Opens a popover select with a one-word label placed at `labelPosition` (the default: at the start),
 * `interfaceOptions` set on the ion-select element (what the page's popover-select binds), and returns
 * the widths of the select, of its value area and of the presented popover's content.
 */
async function popoverWidths(
  page: Parameters<typeof openFormInPlayground>[0],
  props: Record<string, unknown>,
  interfaceOptions: Record<string, unknown>,
  model: Record<string, unknown> = {seat: 'aisle'},
) {
  const options = [
    {value: 'window', label: 'Window'},
    {value: 'aisle', label: 'Aisle'},
  ];
  await openFormInPlayground(
    page,
    'ionic',
    [{key: 'seat', type: 'select', props: {label: 'Seat', interface: 'popover', options, ...props}}],
    model,
  );
  const select = form(page).locator('ion-select');
  await select.evaluate((element, value) => Object.assign(element, {interfaceOptions: value}), interfaceOptions);
  await select.click();
  const popover = form(page).locator('ion-popover');
  await expect(popover.locator('ion-select-popover')).toBeVisible();
  // The popover scales in with Web Animations; the widths are read once they have finished.
  await popover.evaluate((element) =>
    Promise.all(element.shadowRoot!.getAnimations().map((animation) => animation.finished)),
  );
  const widthOf = (element: Element, selector: string) =>
    Math.round(element.shadowRoot!.querySelector(selector)!.getBoundingClientRect().width);
  return {
    select: await select.evaluate((element) => Math.round(element.getBoundingClientRect().width)),
    value: await select.evaluate(widthOf, '.native-wrapper'),
    popover: await popover.evaluate(widthOf, '.popover-content'),
  };
}

test("interfaceOptions { size: 'cover' } with the label at the start: the popover is only as wide as the select's value area (the chosen option's text, a few pixels with nothing chosen); with a stacked label Ionic opens it as wide as the select by itself [ui/ionic#interface-options-size-cover]", async ({
  page,
}) => {
  const start = await popoverWidths(page, {}, {size: 'cover'});
  expect(start.popover).toBe(start.value);
  expect(start.popover).toBeLessThan(start.select / 4);
  // Nothing chosen: the value area is empty and the popover is a few pixels wide.
  const empty = await popoverWidths(page, {}, {size: 'cover'}, {});
  expect(empty.popover).toBe(empty.value);
  expect(empty.popover).toBeLessThan(empty.select / 20);
  const stacked = await popoverWidths(page, {labelPosition: 'stacked'}, {});
  expect(stacked.popover).toBe(stacked.select);
});
