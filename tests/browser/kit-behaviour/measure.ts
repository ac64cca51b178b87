import fs from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page} from '@playwright/test';
import type {KitSpec} from '../../../lib/kits';
import {readFeatures} from '../../../lib/typings/registrations';
import {kitRegistrations} from '../../../lib/kit-features';
import {frameDocument, frameKitParam, playgroundFrameDir, type PlaygroundKit} from '../../../lib/playground-protocol';
import {
  behaviourPhases,
  type BehaviourPhase,
  type ControlFamily,
  type FocusBehaviour,
  type FocusedElement,
  type HandlerCall,
  type KitBehaviour,
  type OptionBehaviour,
  type ThemeBehaviour,
  type TypeBehaviour,
} from '../../../lib/kits/behaviour';
import {documentedThemeProps} from './theme-props';

/**
 * Measures one kit's behaviour matrix (lib/kits/behaviour.ts) in its playground frame document,
 * loaded on its own: the frame accepts render requests from its parent window, which for a
 * top-level document is the document itself. Every type the kit registers (lib/kit-features) gets
 * five fields: the measured one (label "M: <type>", with every prop under test), a disabled one,
 * a read-only one, one with grouped options and one with `multiple`. A getter on Object.prototype
 * answers `change`, `focus`, `blur`, `keydown` and `click` with a recorder for the measured fields'
 * props only (a JSON configuration cannot hold functions); Formly looks the handlers up when it
 * calls them, so the recorder sees every call the kit's templates and FormlyAttributes make.
 */

const options = [
  {value: 'a', label: 'Alpha'},
  {value: 'b', label: 'Beta'},
  {value: 'c', label: 'Gamma', disabled: true},
];
const groupedOptions = [
  {value: 'a', label: 'Alpha', group: 'Group one'},
  {value: 'b', label: 'Beta', group: 'Group two'},
];
const TABINDEX = 7;

const labelOf = (type: string) => `M: ${type}`;

/** The component class that renders `type`, following `extends` for aliases (`string` → `input`). */
export function componentsOf(kit: KitSpec): Map<string, string> {
  const registrations = kitRegistrations(kit).filter((registration) => registration.kind === 'type');
  const declared = new Map<string, {component?: string; extends?: string}>();
  for (const route of new Set(registrations.map((registration) => registration.route))) {
    // An API page's route is its entry point: ui/material/input documents @ngx-formly/material/input.
    for (const feature of readFeatures(`@ngx-formly/${route.slice('ui/'.length)}`)) {
      for (const type of feature.types) {
        declared.set(type.name, type);
      }
    }
  }
  const resolve = (name: string, seen: string[] = []): string => {
    const entry = declared.get(name);
    if (!entry || seen.includes(name)) {
      throw new Error(`${kit.name}: cannot find the component of type "${name}" in its typings.`);
    }
    return entry.component ?? resolve(entry.extends ?? '', [...seen, name]);
  };
  return new Map(registrations.map((registration) => [registration.name, resolve(registration.name)]));
}

/** How a component is acted on, from its class name; an unknown component stops the measurement. */
export function familyOf(component: string): ControlFamily {
  const families: [RegExp, ControlFamily][] = [
    [/MultiCheckbox/i, 'multicheckbox'],
    [/Checkbox|Toggle/i, 'toggle'],
    [/Radio/i, 'radio'],
    [/Select/i, 'select'],
    [/Slider|Range/i, 'slider'],
    [/Date/i, 'date'],
    [/Input|Textarea/i, 'text'],
  ];
  const family = families.find(([pattern]) => pattern.test(component))?.[1];
  if (!family) {
    throw new Error(
      `No way to act on ${component}: add its family to familyOf (tests/browser/kit-behaviour/measure.ts).`,
    );
  }
  return family;
}

/** Installed versions of the kit's packages and of @ngx-formly/core, from demos/package-lock.json. */
export function installedVersions(kit: KitSpec): Record<string, string> {
  const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../demos/package-lock.json'), 'utf8')) as {
    packages: Record<string, {version?: string}>;
  };
  const names = ['@ngx-formly/core', kit.package, ...kit.peerPackages];
  return Object.fromEntries(
    names.map((name) => {
      const version = lock.packages[`node_modules/${name}`]?.version;
      if (!version) {
        throw new Error(`demos/package-lock.json has no ${name}.`);
      }
      return [name, version];
    }),
  );
}

function fieldsFor(types: string[]) {
  return types.flatMap((type) => [
    {
      key: `b_${type}`,
      type,
      className: 'matrix-class',
      props: {
        label: labelOf(type),
        description: `Desc ${type}`,
        placeholder: `Ph ${type}`,
        required: true,
        tabindex: TABINDEX,
        attributes: {'data-matrix': 'on'},
        options,
      },
    },
    {key: `d_${type}`, type, props: {label: `D: ${type}`, disabled: true, options}},
    {key: `r_${type}`, type, props: {label: `R: ${type}`, readonly: true, options}},
    {key: `g_${type}`, type, props: {label: `G: ${type}`, options: groupedOptions}},
    {key: `x_${type}`, type, props: {label: `X: ${type}`, multiple: true, options}},
  ]);
}

interface FrameWindow {
  /** Every element under `root`, shadow roots included, in document order. */
  matrixElements: (root: Element | Document) => Element[];
  matrixMessages: {type?: string; model?: Record<string, unknown>; message?: string; revision?: number}[];
  matrixCalls: {label: string; call: string}[];
  /** Configuration objects of the focus measurement's fields, by the name in their `hooks.matrixCapture`. */
  matrixFields: Record<string, {focus?: boolean; hide?: boolean}>;
}

/** Opens the kit's frame document on its own, with a message log and the handler recorder. */
async function openFrame(page: Page, kit: PlaygroundKit): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as FrameWindow;
    win.matrixMessages = [];
    win.matrixCalls = [];
    win.matrixElements = (root) => {
      const found: Element[] = [];
      const walk = (parent: Element | ShadowRoot | Document) => {
        for (const child of Array.from(parent.children)) {
          found.push(child);
          if (child.shadowRoot) {
            walk(child.shadowRoot);
          }
          walk(child);
        }
      };
      walk(root);
      return found;
    };
    addEventListener('message', (event) => win.matrixMessages.push(event.data));
    const kindOf = (argument: unknown): string => {
      if (argument instanceof Event) {
        return argument.constructor.name;
      }
      if (argument === undefined) {
        return 'none';
      }
      if (Array.isArray(argument) || argument === null || typeof argument !== 'object') {
        return `value:${Array.isArray(argument) ? 'array' : argument === null ? 'null' : typeof argument}`;
      }
      // A component's event object (MatCheckboxChange, …): class names are minified, so its keys name it.
      return `object{${Object.keys(argument).sort().join(',')}}`;
    };
    for (const handler of ['change', 'focus', 'blur', 'keydown', 'click']) {
      Object.defineProperty(Object.prototype, handler, {
        configurable: true,
        get(this: {label?: unknown}) {
          if (typeof this.label !== 'string' || !this.label.startsWith('M: ')) {
            return undefined;
          }
          const label = this.label;
          return (_field: unknown, argument: unknown) =>
            win.matrixCalls.push({label, call: `${handler}(${kindOf(argument)})`});
        },
        // Code that assigns one of these names on a plain object gets an own property, as without the getter.
        set(this: object, value: unknown) {
          Object.defineProperty(this, handler, {value, writable: true, configurable: true, enumerable: true});
        },
      });
    }
  });
  await page.goto(`/${playgroundFrameDir}/${frameDocument(kit)}?${frameKitParam}=${kit}`);
  await page.waitForFunction(() =>
    (window as unknown as FrameWindow).matrixMessages.some((message) => message?.type === 'formly-playground:ready'),
  );
}

/**
 * Renders `fields`; resolves with the failure message, or null once every field is on screen. A type
 * Formly cannot find is reported after the form's first state, while it renders: so the wait is for
 * the fields or a failure.
 */
async function render(page: Page, fields: unknown[], revision: number): Promise<string | null> {
  await page.evaluate(
    ([config, rev]) =>
      postMessage(
        {type: 'formly-playground:render', revision: rev, mode: 'fields', config, model: {}, options: {}},
        '*',
      ),
    [fields, revision] as const,
  );
  const handle = await page.waitForFunction(
    ([rev, count]) => {
      const failure = (window as unknown as FrameWindow).matrixMessages.find(
        (message) => message?.revision === rev && message.type === 'formly-playground:render-failed',
      );
      if (failure) {
        return {failure: failure.message ?? ''};
      }
      const rendered = (window as unknown as FrameWindow).matrixMessages.some(
        (message) => message?.revision === rev && message.type === 'formly-playground:form-state',
      );
      return rendered && document.querySelectorAll('formly-form formly-field formly-field').length === count
        ? {failure: null}
        : null;
    },
    [revision, fields.length] as const,
  );
  return ((await handle.jsonValue()) as {failure: string | null}).failure;
}

/** Facts read inside one field's host element, shadow roots included. */
interface HostFacts {
  /** Where the placeholder attribute is: on the control typed into, only on elements where it does nothing, or nowhere. */
  placeholderAttribute: 'control' | 'inert' | 'none';
  cssAsterisk: boolean;
  requiredAttribute: boolean;
  disabled: boolean;
  readonly: 'attribute' | 'aria' | 'inert' | 'none';
  tabindexOn: string[];
  attributesOn: string[];
  className: boolean;
}

function readHost(host: Element, placeholder: string): HostFacts {
  const elements = (window as unknown as FrameWindow).matrixElements(host);
  const visible = (element: Element) => element.checkVisibility({visibilityProperty: true});
  const pseudoAsterisk = elements.some(
    (element) =>
      visible(element) &&
      ['::after', '::before'].some((pseudo) =>
        /\*/.test(getComputedStyle(element, pseudo).content.replace(/^none$/, '')),
      ),
  );
  const tag = (element: Element) => element.tagName.toLowerCase();
  // Every element inside the host, shadow roots included, looked up with querySelectorAll: Ionic's
  // scoped components patch `children` to hide what they render, and so hide their inner input from
  // the walk above. ion-input and ion-textarea move `tabindex` from their host to that input.
  const inside = (root: Element | ShadowRoot): Element[] =>
    Array.from(root.querySelectorAll('*')).flatMap((element) => [
      element,
      ...(element.shadowRoot ? inside(element.shadowRoot) : []),
    ]);
  const everyElement = inside(host);
  // The browser acts on placeholder and readonly only on a control the user types into: a textarea or
  // a text-entry input. On a component's host element (kendo-numerictextbox, nz-select, …) or on a
  // checkbox, radio or select they do nothing ('inert' in the matrix).
  const noTyping = ['checkbox', 'radio', 'range', 'color', 'file', 'hidden', 'button', 'submit', 'reset', 'image'];
  const controls = everyElement.filter(
    (element) =>
      (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) &&
      !(element instanceof HTMLInputElement && noTyping.includes(element.type)),
  );
  const readonlyElement = controls.find((element) => element.hasAttribute('readonly'));
  return {
    placeholderAttribute: controls.some(
      (element) => element.getAttribute('placeholder') === placeholder && visible(element),
    )
      ? 'control'
      : elements.some((element) => element.getAttribute('placeholder') === placeholder && visible(element))
        ? 'inert'
        : 'none',
    cssAsterisk: pseudoAsterisk,
    requiredAttribute: elements.some(
      (element) => element.hasAttribute('required') || element.getAttribute('aria-required') === 'true',
    ),
    disabled: elements.some(
      (element) =>
        (element.hasAttribute('disabled') && element.getAttribute('disabled') !== 'false') ||
        element.getAttribute('aria-disabled') === 'true',
    ),
    readonly: readonlyElement
      ? 'attribute'
      : elements.some((element) => element.getAttribute('aria-readonly') === 'true')
        ? 'aria'
        : elements.some((element) => element.hasAttribute('readonly'))
          ? 'inert'
          : 'none',
    tabindexOn: [
      ...new Set(everyElement.filter((element) => element.getAttribute('tabindex') === '7').map(tag)),
    ].sort(),
    attributesOn: [
      ...new Set(elements.filter((element) => element.getAttribute('data-matrix') === 'on').map(tag)),
    ].sort(),
    className: host.classList.contains('matrix-class'),
  };
}

const controlRoles = [
  'textbox',
  'spinbutton',
  'searchbox',
  'checkbox',
  'switch',
  'combobox',
  'slider',
  'radiogroup',
  'radio',
  'button',
  'listbox',
];

/** The first control in an ARIA snapshot: its role and accessible name. */
function firstControl(snapshot: string): {role: string | null; name: string | null} {
  for (const line of snapshot.split('\n')) {
    const match = /^\s*- '?([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
    if (match && controlRoles.includes(match[1]!)) {
      return {role: match[1]!, name: match[2] === undefined ? null : match[2].replace(/\\"/g, '"')};
    }
  }
  return {role: null, name: null};
}

/** The value's shape in the model. */
function shapeOf(value: unknown): string {
  if (value === undefined) {
    return 'unchanged';
  }
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

async function latestModel(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const states = (window as unknown as FrameWindow).matrixMessages.filter(
      (message) => message?.type === 'formly-playground:form-state',
    );
    return (states.at(-1)?.model ?? {}) as Record<string, unknown>;
  });
}

/** Waits for the next two animation frames, so handlers scheduled by the action have run. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function takeCalls(page: Page, label: string): Promise<HandlerCall[]> {
  await nextFrames(page);
  return page.evaluate((wanted) => {
    const win = window as unknown as FrameWindow;
    const taken = win.matrixCalls.filter((call) => call.label === wanted).map((call) => call.call);
    win.matrixCalls.length = 0;
    return taken;
  }, label) as Promise<HandlerCall[]>;
}

async function blurAll(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await overlaysGone(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  await nextFrames(page);
  await page.evaluate(() => ((window as unknown as FrameWindow).matrixCalls.length = 0));
}

/**
 * The options of an open non-native select, wherever the kit renders its panel (inside the field or
 * in an overlay on the body): only one panel is open at a time, and closed panels are not visible.
 */
const panelOptions = (page: Page) =>
  page
    .locator('[role=option], .ant-select-item-option, ion-alert [role=radio], ion-alert [role=checkbox]')
    .locator('visible=true');

/** The visible option labelled `label` of the open select. */
function optionOf(page: Page, label: string): Locator {
  return panelOptions(page)
    .filter({hasText: new RegExp(`^\\s*${label}\\s*$`)})
    .first();
}

const selectTrigger = '[role=combobox], ion-select, nz-select, kendo-dropdownlist, input';

/** Opens a non-native select; false when `label` does not show among its options. */
async function open(page: Page, host: Locator, label: string): Promise<boolean> {
  await host.locator(selectTrigger).first().click();
  try {
    await expect(optionOf(page, label)).toBeVisible({timeout: 3_000});
    return true;
  } catch {
    return false;
  }
}

/** Chooses `label` in the open select (Ionic's alert interface then waits for its OK button). */
async function chooseOpen(page: Page, host: Locator, label: string): Promise<void> {
  await optionOf(page, label).click();
  // Ionic's alert interface waits for its confirm button, the last one. Formly binds okText and
  // cancelText even when unset, so both buttons are empty: they are found by position.
  const ok = page.locator('ion-alert .alert-button-group button').last();
  if (await ok.isVisible()) {
    await ok.click();
  }
  await overlaysGone(page);
}

/** Waits until Ionic has removed its alerts (an open one would take the next click). */
async function overlaysGone(page: Page): Promise<void> {
  await expect(page.locator('ion-alert, ion-modal, ion-popover').locator('visible=true')).toHaveCount(0);
}

/** Chooses the option labelled `label` in a select field (native or an overlay); false when none could be chosen. */
async function choose(page: Page, host: Locator, label: string): Promise<boolean> {
  const native = host.locator('select');
  if ((await native.count()) > 0) {
    const found = await native
      .first()
      .evaluate(
        (select, wanted) => Array.from((select as HTMLSelectElement).options).some((option) => option.label === wanted),
        label,
      );
    if (found) {
      await native.first().selectOption({label});
    }
    return found;
  }
  if (!(await open(page, host, label))) {
    return false;
  }
  await chooseOpen(page, host, label);
  return true;
}

/** Whether `label` appears, visible, on the page outside every field other than `host`. */
async function shownFor(page: Page, host: Locator, text: string): Promise<boolean> {
  const hostHandle = await host.elementHandle();
  return page.evaluate(
    ([own, wanted]) => {
      return (window as unknown as FrameWindow).matrixElements(document).some((element) => {
        const field = element.closest('formly-field formly-field') ?? element.closest('formly-field');
        if (field && field !== own && !own!.contains(field)) {
          return false;
        }
        const ownText = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim();
        return (
          (ownText === wanted && element.checkVisibility({visibilityProperty: true})) ||
          (element.tagName === 'OPTGROUP' && element.getAttribute('label') === wanted)
        );
      });
    },
    [hostHandle, text] as const,
  );
}

/** Whether the option labelled Gamma (disabled: true) is rendered disabled, in the field or its open overlay. */
async function disabledOptionShown(page: Page, host: Locator, family: ControlFamily): Promise<boolean> {
  if (family === 'select' && (await host.locator('select').count()) === 0) {
    const gamma = optionOf(page, 'Gamma');
    if ((await gamma.count()) === 0) {
      return false;
    }
    return gamma.evaluate(
      (element) =>
        element.getAttribute('aria-disabled') === 'true' ||
        element.hasAttribute('disabled') ||
        /(^|[-_ ])disabled\b/.test(element.className),
    );
  }
  const snapshot = await host.ariaSnapshot();
  return snapshot.split('\n').some((line) => /"Gamma"/.test(line) && /\[disabled\]/.test(line));
}

async function measureEvents(
  page: Page,
  host: Locator,
  type: string,
  family: ControlFamily,
): Promise<{events: Record<BehaviourPhase, HandlerCall[] | null>; disabledOption: boolean | null}> {
  const label = labelOf(type);
  const events = Object.fromEntries(behaviourPhases.map((phase) => [phase, null])) as Record<
    BehaviourPhase,
    HandlerCall[] | null
  >;
  let disabledOption: boolean | null = null;
  await blurAll(page);
  const textControl = host.locator('input:not([type=hidden]), textarea').first();
  switch (family) {
    case 'text':
      await textControl.click();
      events.pointer = await takeCalls(page, label);
      await page.keyboard.press('1');
      events.key = await takeCalls(page, label);
      break;
    case 'toggle':
      await host.getByRole('checkbox').or(host.getByRole('switch')).first().click();
      events.pointer = await takeCalls(page, label);
      break;
    case 'radio':
      await host.getByRole('radio', {name: 'Alpha', exact: true}).click();
      events.pointer = await takeCalls(page, label);
      disabledOption = await disabledOptionShown(page, host, family);
      break;
    case 'multicheckbox':
      await host.getByRole('checkbox', {name: 'Alpha', exact: true}).click();
      events.pointer = await takeCalls(page, label);
      disabledOption = await disabledOptionShown(page, host, family);
      break;
    case 'select': {
      if ((await host.locator('select').count()) === 0) {
        expect(await open(page, host, 'Alpha'), `${type}: its options show once open`).toBe(true);
        disabledOption = await disabledOptionShown(page, host, family);
        await chooseOpen(page, host, 'Alpha');
      } else {
        disabledOption = await disabledOptionShown(page, host, family);
        await host.locator('select').first().selectOption({label: 'Alpha'});
      }
      events.pointer = await takeCalls(page, label);
      break;
    }
    case 'slider':
      await host.getByRole('slider').first().click();
      events.pointer = await takeCalls(page, label);
      await page.keyboard.press('ArrowRight');
      events.key = await takeCalls(page, label);
      break;
    case 'date':
      if ((await textControl.count()) > 0) {
        await textControl.click();
        events.pointer = await takeCalls(page, label);
        await page.keyboard.press('1');
        events.key = await takeCalls(page, label);
      } else {
        await host.getByRole('button').first().click();
        events.pointer = await takeCalls(page, label);
        await page.keyboard.press('Escape');
        // Focus returns to the field once the modal is gone: Tab waits for that.
        await overlaysGone(page);
      }
      break;
  }
  await page.keyboard.press('Tab');
  events.leave = await takeCalls(page, label);
  return {events, disabledOption};
}

/** Acts on a `readonly: true` field as a user would; whether its model value changed, or null if not acted on. */
async function editsReadonly(page: Page, host: Locator, key: string, family: ControlFamily): Promise<boolean | null> {
  await blurAll(page);
  const before = JSON.stringify((await latestModel(page))[key]);
  const textControl = host.locator('input:not([type=hidden]), textarea').first();
  switch (family) {
    case 'date':
      // A date control with a text box of its own is typed in; one opened by a button (Ionic's) is not acted on.
      if ((await textControl.count()) === 0) {
        return null;
      }
      await textControl.click();
      await page.keyboard.type('1');
      break;
    case 'text':
      await textControl.click();
      await page.keyboard.type('1');
      break;
    case 'toggle':
      await host.getByRole('checkbox').or(host.getByRole('switch')).first().click();
      break;
    case 'radio':
      await host.getByRole('radio', {name: 'Alpha', exact: true}).click();
      break;
    case 'multicheckbox':
      await host.getByRole('checkbox', {name: 'Alpha', exact: true}).click();
      break;
    case 'select':
      if ((await host.locator('select').count()) === 0) {
        return null;
      }
      await host.locator('select').first().selectOption({label: 'Alpha'});
      break;
    default:
      return null;
  }
  await nextFrames(page);
  return JSON.stringify((await latestModel(page))[key]) !== before;
}

async function measureOptions(
  page: Page,
  hostOf: (key: string) => Locator,
  type: string,
  family: ControlFamily,
  disabledOption: boolean,
): Promise<OptionBehaviour> {
  const grouped = hostOf(`g_${type}`);
  const multiple = hostOf(`x_${type}`);
  await blurAll(page);
  let groupsShown = false;
  let groupedSelectable = false;
  let multipleValue: string | null = null;
  const pick = async (host: Locator): Promise<boolean> => {
    if (family === 'select') {
      return choose(page, host, 'Alpha');
    }
    const role = family === 'radio' ? 'radio' : 'checkbox';
    const target = host.getByRole(role, {name: 'Alpha', exact: true});
    if ((await target.count()) === 0) {
      return false;
    }
    await target.click();
    return true;
  };
  if (family === 'select' && (await grouped.locator('select').count()) === 0) {
    // The group names show in the open panel: open it, look, then close it.
    await grouped.locator(selectTrigger).first().click();
    await expect(panelOptions(page).first()).toBeVisible();
    groupsShown = await shownFor(page, grouped, 'Group one');
    await blurAll(page);
  } else {
    groupsShown = await shownFor(page, grouped, 'Group one');
  }
  if (await pick(grouped)) {
    await nextFrames(page);
    groupedSelectable = (await latestModel(page))[`g_${type}`] === 'a';
  }
  await blurAll(page);
  if (await pick(multiple)) {
    await nextFrames(page);
    multipleValue = shapeOf((await latestModel(page))[`x_${type}`]);
  }
  await blurAll(page);
  return {disabledOption, groupsShown, groupedSelectable, multipleValue};
}

/** A fingerprint of the computed style and geometry of every element of a field, by property. */
async function styleFingerprint(host: Locator): Promise<Record<string, string[]>> {
  return host.evaluate((root) => {
    const properties = [
      'color',
      'backgroundColor',
      'borderTopColor',
      'borderBottomColor',
      'borderTopWidth',
      'caretColor',
      'fontSize',
      'flexDirection',
      'order',
    ] as const;
    const result: Record<string, string[]> = {layout: [], dom: []};
    for (const property of properties) {
      result[property] = [];
    }
    const origin = root.getBoundingClientRect();
    const walk = (element: Element) => {
      // Ripples come and go on timers after a click: they are no part of a state.
      if (/ripple-element|ripple-effect/.test(element.getAttribute('class') ?? '')) {
        return;
      }
      result.dom!.push(element.tagName);
      const style = getComputedStyle(element);
      for (const property of properties) {
        result[property]!.push(style[property]);
      }
      const box = element.getBoundingClientRect();
      result.layout!.push([box.x - origin.x, box.y - origin.y, box.width, box.height].map(Math.round).join(','));
      for (const child of Array.from(element.shadowRoot?.children ?? [])) {
        walk(child);
      }
      for (const child of Array.from(element.children)) {
        walk(child);
      }
    };
    walk(root);
    return result;
  });
}

/**
 * Whether two fingerprints of one property agree. Boxes may differ by a pixel: a field's elements
 * snap to device pixels from where the field starts, which differs from field to field.
 */
function sameFingerprint(key: string, reference: string[], measured: string[] | undefined): boolean {
  if (!measured || measured.length !== reference.length) {
    return false;
  }
  if (!key.endsWith('layout')) {
    return JSON.stringify(reference) === JSON.stringify(measured);
  }
  return reference.every((box, index) => {
    const other = measured[index]!.split(',').map(Number);
    return box
      .split(',')
      .map(Number)
      .every((value, coordinate) => Math.abs(value - other[coordinate]!) <= 1);
  });
}

/** What the theme measurement acts on in a field: its first control. */
const themeTarget =
  'input:not([type=hidden]), textarea, select, [role=combobox], [role=switch], [role=checkbox], [role=radio], [role=slider], button';

async function measureTheme(
  page: Page,
  kit: PlaygroundKit,
  types: string[],
  components: Map<string, string>,
  revision: number,
): Promise<ThemeBehaviour[]> {
  const props = documentedThemeProps[kit] ?? [];
  if (props.length === 0) {
    return [];
  }
  const fields = types.flatMap((type) => [
    {key: `t0_${type}`, type, props: {label: `T: ${type}`, options}},
    ...props.map(({prop, value}, index) => ({
      key: `t${index + 1}_${type}`,
      type,
      props: {label: `T: ${type}`, options, [prop]: value},
    })),
  ]);
  expect(await render(page, fields, revision)).toBeNull();
  const hosts = page.locator('formly-form formly-field formly-field');
  await expect(hosts).toHaveCount(fields.length);
  /** Waits until no animation or transition runs: after two frames, so those a click starts have begun. */
  const settled = async () => {
    await nextFrames(page);
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
      .toBe(0);
  };
  /** The field's fingerprint at rest, and after a click on its first control (focused, checked or open). */
  const states = async (host: Locator, family: ControlFamily): Promise<Record<string, string[]>> => {
    const atRest = await styleFingerprint(host);
    // A select or date control opens a panel when acted on, and its focus styles settle at no fixed
    // moment: those are compared at rest only.
    if (family === 'select' || family === 'date') {
      return atRest;
    }
    await host.locator(themeTarget).locator('visible=true').first().click();
    // The pointer leaves, so hover styles (and their transitions) are not part of the state.
    await page.mouse.move(0, 0);
    await settled();
    const acted = await styleFingerprint(host);
    await blurAll(page);
    await settled();
    return {...atRest, ...Object.fromEntries(Object.entries(acted).map(([key, value]) => [`acted:${key}`, value]))};
  };
  const results: ThemeBehaviour[] = [];
  for (const [typeIndex, type] of types.entries()) {
    const base = typeIndex * (props.length + 1);
    const family = familyOf(components.get(type)!);
    const reference = await states(hosts.nth(base), family);
    // The reference measured twice: what differs between two measurements of one field (Ionic's
    // ripples fade on timers) is not a difference a prop makes, and is not compared.
    const again = await states(hosts.nth(base), family);
    const stable = Object.keys(reference).filter((key) => sameFingerprint(key, reference[key]!, again[key]));
    for (const [index, {prop, value}] of props.entries()) {
      const measured = await states(hosts.nth(base + index + 1), family);
      // Fields stack vertically: positions are measured inside each field, so only what a prop changes differs.
      const differs = stable.filter((key) => !sameFingerprint(key, reference[key]!, measured[key]));
      results.push({prop, value: String(value), type, differs});
    }
  }
  return results;
}

/**
 * What has focus in `host`: `<tag>` (`<input type=…>`), its role attribute, and the option it stands
 * for (Alpha, Beta, Gamma); followed into shadow roots. `none` when nothing in the field has focus.
 */
function focusedIn(host: Element): FocusedElement {
  const outer = document.activeElement;
  if (!outer || outer === document.body || !host.contains(outer)) {
    return 'none';
  }
  let active: Element = outer;
  while (active.shadowRoot?.activeElement) {
    active = active.shadowRoot.activeElement;
  }
  const tag = active.tagName.toLowerCase();
  const input = active instanceof HTMLInputElement ? active : null;
  const role = active.getAttribute('role');
  // An option's label names which option has focus; a checkbox's own label is the field's.
  const label = input ? (input.labels?.[0]?.textContent ?? '').trim() : '';
  const option = ['Alpha', 'Beta', 'Gamma'].includes(label) ? label : '';
  return `<${tag}${input ? ` type=${input.type}` : ''}${role ? ` role=${role}` : ''}>${option ? ` “${option}”` : ''}`;
}

/**
 * `field.focus` on each type (FocusBehaviour), one form per type: a field with `focus: true` in its
 * configuration, and one whose configuration object the page keeps (through an `onInit` or `onChanges` hook
 * that a getter on Object.prototype answers for hooks objects marked `matrixCapture`, as a JSON configuration
 * holds no function) and sets `focus` on from a script, outside Angular.
 */
async function measureFocus(page: Page, types: string[], firstRevision: number): Promise<Map<string, FocusBehaviour>> {
  await page.evaluate(() => {
    const win = window as unknown as FrameWindow;
    win.matrixFields = {};
    // onInit for a new <formly-field>, onChanges for one Angular keeps and gives the new field.
    for (const hook of ['onInit', 'onChanges']) {
      Object.defineProperty(Object.prototype, hook, {
        configurable: true,
        get(this: {matrixCapture?: unknown}) {
          const name = this.matrixCapture;
          return typeof name === 'string'
            ? (field: {focus?: boolean; hide?: boolean}) => (win.matrixFields[name] = field)
            : undefined;
        },
        set(this: object, value: unknown) {
          Object.defineProperty(this, hook, {value, writable: true, configurable: true, enumerable: true});
        },
      });
    }
  });
  const setOnField = (changes: {focus?: boolean; hide?: boolean}) =>
    page.evaluate((values) => Object.assign((window as unknown as FrameWindow).matrixFields['kept']!, values), changes);
  const results = new Map<string, FocusBehaviour>();
  let revision = firstRevision;
  for (const type of types) {
    const fields = [
      {key: 'initial', type, focus: true, props: {label: `I: ${type}`, options}},
      {key: 'kept', type, props: {label: `K: ${type}`, options}, hooks: {matrixCapture: 'kept'}},
    ];
    expect(await render(page, fields, revision++)).toBeNull();
    const hosts = page.locator('formly-form formly-field formly-field');
    await expect(hosts).toHaveCount(fields.length);
    await nextFrames(page);
    const onRender = await hosts.nth(0).evaluate(focusedIn);
    const kept = hosts.nth(1);

    await blurAll(page);
    await setOnField({focus: true});
    await nextFrames(page);
    const fromCode = await kept.evaluate(focusedIn);

    let afterLeave: boolean | null = null;
    if (fromCode !== 'none') {
      // The user leaves the field: its control loses focus.
      await blurAll(page);
      afterLeave = await page.evaluate(() => (window as unknown as FrameWindow).matrixFields['kept']!.focus === true);
    }
    await setOnField({focus: true});
    await nextFrames(page);
    const again = await kept.evaluate(focusedIn);

    await blurAll(page);
    await setOnField({focus: false});
    await setOnField({hide: true});
    await expect(kept.locator('*')).toHaveCount(0);
    await setOnField({focus: true});
    await setOnField({hide: false});
    await expect(kept.locator('*').first()).toBeAttached();
    await nextFrames(page);
    const shownAfterHidden = await kept.evaluate(focusedIn);
    await blurAll(page);
    results.set(type, {onRender, fromCode, afterLeave, again, shownAfterHidden});
  }
  return results;
}

export async function measureKit(page: Page, kit: KitSpec): Promise<KitBehaviour> {
  const name = kit.name as PlaygroundKit;
  const components = componentsOf(kit);
  let types = [...components.keys()];
  const notInFrame: string[] = [];
  await openFrame(page, name);
  let revision = 1;
  // One render per type first: a type the frame does not register is left out, and said so.
  for (const type of [...types]) {
    const failure = await render(page, [{key: 'probe', type, props: {label: 'Probe'}}], revision++);
    if (failure !== null) {
      if (!new RegExp(`The type "${type}" could not be found`).test(failure)) {
        throw new Error(`${kit.name}: the frame rejected a ${type} field: ${failure}`);
      }
      notInFrame.push(type);
      types = types.filter((candidate) => candidate !== type);
    }
  }
  expect(await render(page, fieldsFor(types), revision++)).toBeNull();
  const fields = fieldsFor(types);
  const hosts = page.locator('formly-form formly-field formly-field');
  await expect(hosts).toHaveCount(fields.length);
  const hostOf = (key: string) => hosts.nth(fields.findIndex((field) => field.key === key));

  const measured: TypeBehaviour[] = [];
  for (const type of types) {
    const component = components.get(type)!;
    const family = familyOf(component);
    const host = hostOf(`b_${type}`);
    const facts = await host.evaluate(readHost, `Ph ${type}`);
    // Visible text, as Playwright sees it (through shadow roots, with its visibility rules).
    const shows = async (text: string | RegExp) => (await host.getByText(text).locator('visible=true').count()) > 0;
    const control = firstControl(await host.ariaSnapshot());
    const disabled = (await hostOf(`d_${type}`).evaluate(readHost, '')).disabled;
    const readonly = (await hostOf(`r_${type}`).evaluate(readHost, '')).readonly;
    measured.push({
      type,
      component,
      family,
      labelShown: await shows(labelOf(type)),
      control,
      descriptionShown: await shows(`Desc ${type}`),
      placeholder: (await shows(`Ph ${type}`))
        ? 'text'
        : {control: 'attribute' as const, inert: 'inert' as const, none: 'none' as const}[facts.placeholderAttribute],
      required: {
        marker: (await shows(/\*/)) ? 'text' : facts.cssAsterisk ? 'css' : 'none',
        attribute: facts.requiredAttribute,
        message: false,
      },
      disabled,
      readonly,
      readonlyEditable: null,
      tabindexOn: facts.tabindexOn,
      attributesOn: facts.attributesOn,
      className: facts.className,
      events: {pointer: null, key: null, leave: null},
      valueShape: 'unchanged',
      options: null,
      focus: {onRender: 'none', fromCode: 'none', afterLeave: null, again: 'none', shownAfterHidden: 'none'},
    });
  }

  // Submit marks every control touched: the required message shows where the kit renders errors.
  await page.getByRole('button', {name: 'Submit'}).click();
  await nextFrames(page);
  for (const entry of measured) {
    entry.required.message =
      (await hostOf(`b_${entry.type}`).getByText('This field is required.').locator('visible=true').count()) > 0;
  }

  for (const entry of measured) {
    const host = hostOf(`b_${entry.type}`);
    const {events, disabledOption} = await measureEvents(page, host, entry.type, entry.family);
    entry.events = events;
    entry.valueShape = shapeOf((await latestModel(page))[`b_${entry.type}`]);
    if (disabledOption !== null) {
      entry.options = await measureOptions(page, hostOf, entry.type, entry.family, disabledOption);
    }
  }

  // Last, as it leaves the read-only fields changed: does `readonly` stop the user's edit?
  for (const entry of measured) {
    entry.readonlyEditable = await editsReadonly(page, hostOf(`r_${entry.type}`), `r_${entry.type}`, entry.family);
  }

  const theme = await measureTheme(page, name, types, components, revision++);

  // Last, as it adds onInit and onChanges getters to Object.prototype: what `field.focus` focuses.
  const focus = await measureFocus(page, types, revision);
  for (const entry of measured) {
    entry.focus = focus.get(entry.type)!;
  }

  return {
    kit: kit.name,
    versions: installedVersions(kit),
    types: measured,
    notInFrame: notInFrame.sort(),
    theme,
  };
}
