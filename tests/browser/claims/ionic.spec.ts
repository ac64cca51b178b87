import ts from 'typescript';
import type {FrameLocator, Locator, Page} from '@playwright/test';
import {demos, expect, openDemoAlone, test} from '../demos';
import {form, openFormInPlayground} from '../playground';
import {frameDocument, frameKitParam, playgroundFrameDir} from '../../../lib/playground-protocol';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

const ionicPage = 'docs/ui/ionic.mdx';

/**
 * Claims of docs/ui/ionic.mdx ("OK and Cancel in the select's alert") and the Ionic select notes
 * (scripts/api/notes), run with Ionic's real components: in a live demo, where a select can
 * be on the page as the application starts, and in the playground's frame, which creates
 * the form after it has started. The last test checks the props.json handler notes on the datetime's
 * open picker, which the kit behaviour matrix does not reach (it measures the click that opens it). The
 * last runs the page's own popover-select type ("ion-select inputs the kit does not bind") in a form
 * compiled just in time, which the playground's frame cannot register.
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

/** The page's popover-select block, or `edit` of it, as an ES module for a page compiled just in time. */
const popoverSelectModule = (edit = (code: string) => code) =>
  transpilePageCode(
    edit(pageCodeBlock(ionicPage, 'popover-select.type.ts')),
    `${ionicPage}#popover-select.type.ts`,
    ts.ModuleKind.ESNext,
  );

/** The block with one line removed (it must be there) and its type registered under `name`. */
const withoutLine = (line: RegExp, name: string) => (code: string) => {
  expect(code).toMatch(line);
  return code.replace(line, '').replace("name: 'popover-select'", `name: '${name}'`);
};

/**
 * One Ionic form, compiled just in time, with the page's seatField as written and variants of it, the
 * kit's own select, and the page's type without its styles line or without its (ionChange) binding.
 * Every field's change, focus and blur calls are kept in window.calls by key.
 */
async function openSeatForm(page: Page) {
  const options = [
    {value: 'window', label: 'Window'},
    {value: 'aisle', label: 'Aisle'},
  ];
  const kitSelect = (key: string, props: Record<string, unknown>) => ({
    key,
    id: key,
    type: 'select',
    props: {label: 'Seat', interface: 'popover', options, ...props},
  });
  await openJitPage(page, {
    local: {
      'popover-select.type': popoverSelectModule(),
      'unstyled.type': popoverSelectModule(withoutLine(/^\s*styles: .*\n/m, 'unstyled-select')),
      'no-ionchange.type': popoverSelectModule(withoutLine(/^\s*\(ionChange\)=.*\n/m, 'no-ionchange-select')),
    },
    main: formlyFormMain({
      imports: `
import {defineCustomElements} from '@ionic/core/loader';
import {withFormlyIonic} from '@ngx-formly/ionic';
import {popoverSelect, seatField} from './popover-select.type.js';
import {popoverSelect as unstyled} from './unstyled.type.js';
import {popoverSelect as noIonChange} from './no-ionchange.type.js';
// Popovers open and close without their scale-in and fade-out: the claims are about sizes and calls,
// which Ionic works out before it animates, and a dozen popovers' animations took most of the test.
window.Ionic = {config: {animated: false}};
await defineCustomElements(window);
window.calls = {};
const probe = (name) => (field, event) => (window.calls[field.key] ??= []).push(name + '(' + event.constructor.name + ')');
const probed = ({props, ...field}) => ({...field, id: field.key, props: {...props, change: probe('change'), focus: probe('focus'), blur: probe('blur')}});
const variant = (key, props, type = seatField.type) => probed({...seatField, key, type, props: {...seatField.props, ...props}});`,
      configs: '[...withFormlyIonic(), popoverSelect, unstyled, noIonChange]',
      fields: {
        expression: `[
  probed(seatField),
  variant('stacked', {labelPosition: 'stacked'}),
  variant('stackedAuto', {labelPosition: 'stacked', interfaceOptions: {size: 'auto'}}),
  variant('cover', {interfaceOptions: {size: 'cover'}}),
  variant('coverPlaceholder', {interfaceOptions: {size: 'cover'}, placeholder: 'Pick a seat'}),
  variant('end', {labelPosition: 'end'}),
  variant('endCover', {labelPosition: 'end', interfaceOptions: {size: 'cover'}, placeholder: 'Pick a seat'}),
  variant('fixedCover', {labelPosition: 'fixed', interfaceOptions: {size: 'cover'}, placeholder: 'Pick a seat'}),
  variant('required', {required: true}),
  variant('floatingPlaceholder', {labelPosition: 'floating', placeholder: 'Pick a seat'}),
  variant('fill', {attributes: {fill: 'outline'}}),
  variant('fillCover', {attributes: {fill: 'outline'}, interfaceOptions: {size: 'cover'}}),
  variant('unstyled', {}, 'unstyled-select'),
  variant('noIonChange', {}, 'no-ionchange-select'),
  probed(${JSON.stringify(kitSelect('kit', {}))}),
  ${JSON.stringify(kitSelect('attributes', {attributes: {fill: 'outline', shape: 'round', 'selected-text': 'Chosen', 'interface-options': {size: 'cover'}}}))},
  ${JSON.stringify(kitSelect('kitRequired', {required: true, disabled: true}))},
]`,
      },
    }),
    stylesheets: ['@ionic/angular/css/core.css'],
  });
  await expect(page.locator('ion-select')).toHaveCount(17);
}

const selectOf = (page: Page, key: string) => page.locator(`ion-select#${key}`);
const callsOf = (page: Page, key: string) =>
  page.evaluate((field) => (window as unknown as {calls: Record<string, string[]>}).calls[field] ?? [], key);

/** Opens the select of `key`'s popover and returns the widths of the select, its value area and the popover. */
async function openPopover(page: Page, key: string) {
  const select = selectOf(page, key);
  await select.click();
  const popover = page.locator('ion-popover');
  await expect(popover.locator('ion-select-popover')).toBeVisible();
  // Ionic's animations are off on this page; should one run, the widths are read once it has finished.
  await popover.evaluate((element) =>
    Promise.all(element.shadowRoot!.getAnimations().map((animation) => animation.finished)),
  );
  const widthOf = (element: Element, selector?: string) =>
    Math.round((selector ? element.shadowRoot!.querySelector(selector)! : element).getBoundingClientRect().width);
  return {
    popover,
    select: await select.evaluate(widthOf),
    value: await select.evaluate(widthOf, '.native-wrapper'),
    width: await popover.evaluate(widthOf, '.popover-content'),
  };
}

/** Picks `label` in the open popover and waits for it to close and the model to hold `value`. */
async function pick(page: Page, popover: Locator, label: string, key: string, value: string) {
  await popover.getByText(label, {exact: true}).click();
  await expect(popover).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate((field) => (window as unknown as {formModel: Record<string, unknown>}).formModel[field], key),
    )
    .toBe(value);
}

test("the page's popover-select in Chromium: its popover, its width, its handlers, and what props.attributes carries to the kit's select", async ({
  page,
}) => {
  await openSeatForm(page);
  const kit = await test.step('the kit select, as wide as the page type with its styles line', async () => {
    const {popover, select} = await openPopover(page, 'kit');
    await pick(page, popover, 'Aisle', 'kit', 'aisle');
    return select;
  });
  await test.step("the page's type, with its styles line, is as wide as the kit's select; without it the select shrinks to its text [ui/ionic#own-select-host-display]", async () => {
    expect(await selectOf(page, 'seat').evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(
      kit,
    );
    expect(await selectOf(page, 'unstyled').evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(
      kit / 4,
    );
  });
  const optionText =
    await test.step("seatField's header heads its popover, which opens 250 px wide with the label at the start [ui/ionic#interface-options-header, ui/ionic#interface-options-size-cover]", async () => {
      const {popover, width} = await openPopover(page, 'seat');
      await expect(popover.locator('ion-list-header')).toHaveText('Choose a seat');
      expect(width).toBe(250);
      const text = await popover.getByText('Window', {exact: true}).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().width;
      });
      expect(text).toBeGreaterThan(0);
      await pick(page, popover, 'Window', 'seat', 'window');
      return text;
    });
  await test.step("ion-select fires no DOM change: the (ionChange) binding calls change once per choice; focus and blur come from DOM events, and the kit's select calls them from Ionic's events too [ui/ionic#own-select-change-from-ionchange]", async () => {
    expect((await callsOf(page, 'seat')).filter((call) => call.startsWith('change('))).toEqual(['change(CustomEvent)']);
    const {popover} = await openPopover(page, 'noIonChange');
    await pick(page, popover, 'Window', 'noIonChange', 'window');
    const plain = await callsOf(page, 'noIonChange');
    expect(plain.filter((call) => call.startsWith('change('))).toEqual([]);
    for (const calls of [await callsOf(page, 'seat'), plain]) {
      expect(calls.filter((call) => /^(focus|blur)\(/.test(call))).toEqual(
        expect.arrayContaining(['focus(FocusEvent)', 'blur(FocusEvent)']),
      );
      expect(calls.filter((call) => /^(focus|blur)\(CustomEvent/.test(call))).toEqual([]);
    }
    const kitCalls = await callsOf(page, 'kit');
    expect(kitCalls.filter((call) => call.startsWith('change('))).toEqual(['change(CustomEvent)']);
    expect(kitCalls).toEqual(
      expect.arrayContaining(['focus(CustomEvent)', 'focus(FocusEvent)', 'blur(CustomEvent)', 'blur(FocusEvent)']),
    );
  });
  await test.step("a stacked label or a fill: the popover as wide as the select, size 'cover' or not, and 250 px with size 'auto' set; otherwise size 'cover' makes it as wide as the value area, which holds the text the select shows; with none a few pixels, whose options show no text and still pick on a click [ui/ionic#interface-options-size-cover]", async () => {
    const stacked = await openPopover(page, 'stacked');
    expect(stacked.width).toBe(stacked.select);
    await pick(page, stacked.popover, 'Aisle', 'stacked', 'aisle');
    // A size set in interfaceOptions overrides Ionic's pick: 'auto' gives the fixed width even with a stacked label.
    const stackedAuto = await openPopover(page, 'stackedAuto');
    expect(stackedAuto.width).toBe(250);
    expect(stackedAuto.select).toBeGreaterThan(250);
    await page.keyboard.press('Escape');
    await expect(stackedAuto.popover).toHaveCount(0);
    const empty = await openPopover(page, 'cover');
    expect(empty.width).toBe(empty.value);
    expect(empty.width).toBeLessThan(20);
    // Narrower than an option's text in a popover wide enough for it: the options show none of it.
    expect(empty.width).toBeLessThan(optionText);
    await expect(empty.popover.getByText('Window', {exact: true})).toBeHidden();
    // A click on the first option's strip still picks it.
    const strip = (await empty.popover.locator('ion-item').first().boundingBox())!;
    await page.mouse.click(strip.x + strip.width / 2, strip.y + strip.height / 2);
    await expect(empty.popover).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {formModel: Record<string, unknown>}).formModel['cover']))
      .toBe('window');
    // The value area holds the text the select shows, here the placeholder, and the popover takes its width.
    const placeholder = await openPopover(page, 'coverPlaceholder');
    expect(
      await selectOf(page, 'coverPlaceholder').evaluate(
        (element) => element.shadowRoot!.querySelector('.native-wrapper')!.textContent,
      ),
    ).toBe('Pick a seat');
    expect(placeholder.width).toBe(placeholder.value);
    expect(placeholder.width).toBeGreaterThan(empty.width * 3);
    await page.keyboard.press('Escape');
    await expect(placeholder.popover).toHaveCount(0);
    // An end or a fixed label takes the same path as a start label: 'auto' at 250 px, and 'cover' the value area.
    const end = await openPopover(page, 'end');
    expect(end.width).toBe(250);
    await page.keyboard.press('Escape');
    await expect(end.popover).toHaveCount(0);
    for (const key of ['endCover', 'fixedCover']) {
      const covered = await openPopover(page, key);
      expect(covered.width).toBe(covered.value);
      expect(covered.width).toBe(placeholder.width);
      await page.keyboard.press('Escape');
      await expect(covered.popover).toHaveCount(0);
    }
    // A fill (Material Design mode here) makes Ionic pick 'cover' on the whole select, with size 'cover' or without.
    for (const key of ['fill', 'fillCover']) {
      const filled = await openPopover(page, key);
      expect(filled.value).toBeLessThan(20);
      expect(filled.width).toBe(filled.select);
      await page.keyboard.press('Escape');
      await expect(filled.popover).toHaveCount(0);
    }
  });
  await test.step("iOS mode: the 'auto' popover is 200 px, a stacked label gives one as wide as the select, and size 'cover' with a start label the value area's few pixels [ui/ionic#interface-options-size-cover]", async () => {
    // Ionic reads an element's mode once, from the nearest mode attribute; plain ion-selects in an iOS container.
    await page.evaluate(() => {
      const container = Object.assign(document.createElement('div'), {id: 'ios'});
      container.setAttribute('mode', 'ios');
      for (const [id, labelPlacement, size] of [
        ['iosAuto', 'start', undefined],
        ['iosStacked', 'stacked', undefined],
        ['iosCover', 'start', 'cover'],
      ] as const) {
        const select = Object.assign(document.createElement('ion-select'), {id, label: 'Seat', labelPlacement});
        Object.assign(select, {interface: 'popover', interfaceOptions: size ? {size} : {}});
        for (const value of ['Window', 'Aisle']) {
          select.append(Object.assign(document.createElement('ion-select-option'), {value, textContent: value}));
        }
        container.append(select);
      }
      document.body.append(container);
    });
    // On a desktop the iOS popover adds a 1 px border around its content, so its width is read from CSS here.
    const cssWidth = (popover: Locator) =>
      popover.evaluate((element) => getComputedStyle(element.shadowRoot!.querySelector('.popover-content')!).width);
    // These selects are outside the form: a choice is read from the element's value.
    const valueOf = (key: string) =>
      selectOf(page, key).evaluate((element) => (element as unknown as {value: unknown}).value);
    const choose = async (popover: Locator, key: string) => {
      await popover.getByText('Aisle', {exact: true}).click();
      await expect(popover).toHaveCount(0);
      expect(await valueOf(key)).toBe('Aisle');
    };
    const auto = await openPopover(page, 'iosAuto');
    expect(await selectOf(page, 'iosAuto').evaluate((element) => element.classList.contains('ios'))).toBe(true);
    expect(await cssWidth(auto.popover)).toBe('200px');
    await choose(auto.popover, 'iosAuto');
    const stacked = await openPopover(page, 'iosStacked');
    expect(await cssWidth(stacked.popover)).toBe(`${stacked.select}px`);
    await choose(stacked.popover, 'iosStacked');
    const cover = await openPopover(page, 'iosCover');
    expect(await cssWidth(cover.popover)).toBe(`${cover.value}px`);
    expect(cover.value).toBeLessThan(20);
    await expect(cover.popover.getByText('Window', {exact: true})).toBeHidden();
    const strip = (await cover.popover.locator('ion-item').first().boundingBox())!;
    await page.mouse.click(strip.x + strip.width / 2, strip.y + strip.height / 2);
    await expect(cover.popover).toHaveCount(0);
    expect(await valueOf('iosCover')).toBe('Window');
  });
  await test.step("props.attributes: fill, shape and selected-text reach the kit's select as its inputs; an object under interface-options arrives as the text [object Object] [ui/ionic#attributes-carry-text-inputs-only]", async () => {
    expect(
      await selectOf(page, 'attributes').evaluate((element) => {
        const {fill, shape, selectedText, interfaceOptions} = element as unknown as Record<string, unknown>;
        return {fill, shape, selectedText, interfaceOptions};
      }),
    ).toEqual({fill: 'outline', shape: 'round', selectedText: 'Chosen', interfaceOptions: '[object Object]'});
  });
  await test.step("props.required and props.disabled reach ion-select's inputs of those names through core's attributes directive, in the kit's select and the page's type; a required select's button has aria-required [ui/ionic#attributes-directive-reaches-ion-select]", async () => {
    const inputs = (element: Element) => {
      const {required, disabled} = element as unknown as Record<string, unknown>;
      const button = element.shadowRoot!.querySelector('button')!;
      return {
        attributes: [element.getAttribute('required'), element.getAttribute('disabled')],
        required,
        disabled,
        ariaRequired: button.getAttribute('aria-required'),
      };
    };
    expect(await selectOf(page, 'kitRequired').evaluate(inputs)).toEqual({
      attributes: ['required', 'disabled'],
      required: true,
      disabled: true,
      ariaRequired: 'true',
    });
    expect(await selectOf(page, 'required').evaluate(inputs)).toEqual({
      attributes: ['required', null],
      required: true,
      disabled: false,
      ariaRequired: 'true',
    });
    expect((await selectOf(page, 'seat').evaluate(inputs)).ariaRequired).toBe('false');
  });
  await test.step('under a floating label the placeholder is hidden until the select has focus or is open [ui/ionic#attributes-directive-reaches-ion-select]', async () => {
    const select = selectOf(page, 'floatingPlaceholder');
    const placeholderOpacity = () =>
      select.evaluate((element) => {
        const placeholder = element.shadowRoot!.querySelector('.select-placeholder');
        return placeholder && `${placeholder.textContent} ${getComputedStyle(placeholder).opacity}`;
      });
    await expect.poll(placeholderOpacity).toBe('Pick a seat 0');
    await select.evaluate((element) => element.shadowRoot!.querySelector('button')!.focus());
    await expect(select).toHaveClass(/\bhas-focus\b/);
    await expect.poll(placeholderOpacity).toBe('Pick a seat 1');
    await select.evaluate((element) => element.shadowRoot!.querySelector('button')!.blur());
    await expect.poll(placeholderOpacity).toBe('Pick a seat 0');
    const {popover} = await openPopover(page, 'floatingPlaceholder');
    await expect.poll(placeholderOpacity).toBe('Pick a seat 1');
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
  });
});
