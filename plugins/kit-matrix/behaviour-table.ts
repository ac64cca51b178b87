import fs from 'node:fs';
import path from 'node:path';
import type {
  BehaviourPhase,
  FocusedElement,
  HandlerCall,
  KitBehaviour,
  ThemeBehaviour,
  TypeBehaviour,
} from '../../lib/kits/behaviour';
import {isBrowserKitName} from '../../lib/kits';

/**
 * The measured behaviour of a kit (lib/kits/<kit>/behaviour.json) as rows of text, for the table
 * the remark plugin (./remark.ts) writes into a kit page in place of `<KitBehaviour kit="…" />`.
 * Plain text only: the page gets an HTML table at build time and no script.
 */

const dataDir = path.join(__dirname, '../../lib/kits');

/** Reads a kit's measured behaviour; a kit name that is not a browser kit, or unmeasured, is a clear error. */
export function readKitBehaviour(kit: string): KitBehaviour {
  if (!isBrowserKitName(kit)) {
    throw new Error(`"${kit}" is not a browser kit: only those are measured (lib/kits/index.ts).`);
  }
  const file = path.join(dataDir, kit, 'behaviour.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run npm run kit-behaviour.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as KitBehaviour;
}

const phaseNames: Record<BehaviourPhase, string> = {pointer: 'click', key: 'a key', leave: 'Tab'};

/** `change(Event)` → `change (Event)`; calls in order, repeats counted: `change ×2 (value, Event)`. */
export function describeCalls(calls: HandlerCall[]): string {
  if (calls.length === 0) {
    return 'nothing';
  }
  const byHandler = new Map<string, string[]>();
  for (const call of calls) {
    const [, handler, argument] = /^(\w+)\((.*)\)$/.exec(call)!;
    const argumentName = argument!.startsWith('value:')
      ? `value`
      : argument!.startsWith('object{')
        ? `event object`
        : argument === 'none'
          ? 'no argument'
          : argument!;
    byHandler.set(handler!, [...(byHandler.get(handler!) ?? []), argumentName]);
  }
  return [...byHandler]
    .map(
      ([handler, argumentsOf]) =>
        `${handler}${argumentsOf.length > 1 ? ` ×${argumentsOf.length}` : ''} (${argumentsOf.join(', ')})`,
    )
    .join(', ');
}

function eventsCell(entry: TypeBehaviour): string {
  return (Object.entries(entry.events) as [BehaviourPhase, HandlerCall[] | null][])
    .filter(([, calls]) => calls !== null)
    .map(([phase, calls]) => `${phaseNames[phase]}: ${describeCalls(calls!)}`)
    .join('; ');
}

function optionsCell(entry: TypeBehaviour): string {
  const options = entry.options;
  if (!options) {
    return '—';
  }
  return [
    options.disabledOption ? 'disabled option rendered disabled' : 'disabled option not marked disabled',
    options.groupsShown
      ? options.groupedSelectable
        ? 'groups shown, grouped options selectable'
        : 'group names shown as options; grouped options not selectable'
      : 'groups not shown',
    options.multipleValue === null ? '`multiple`: nothing chosen' : `\`multiple\`: ${options.multipleValue}`,
  ].join('; ');
}

const yes = (value: boolean, shown = 'shown', hidden = 'not shown') => (value ? shown : hidden);

function labelCell(entry: TypeBehaviour): string {
  const name = entry.control.name === null ? 'no accessible name' : `name “${entry.control.name}”`;
  return `${yes(entry.labelShown)}; ${entry.control.role ?? 'no control role'}, ${name}`;
}

function requiredCell(entry: TypeBehaviour): string {
  const marker = {text: 'asterisk', css: 'asterisk (CSS)', none: 'no marker'}[entry.required.marker];
  return `${marker}; ${yes(entry.required.message, 'message', 'no message')}`;
}

const tags = (list: string[]) => (list.length ? list.map((tag) => `\`<${tag}>\``).join(', ') : 'nowhere');

/** The columns of the table, and a row per measured type. */
export const behaviourColumns = [
  'Type',
  'Label',
  '`description`',
  '`placeholder`',
  '`required`',
  '`disabled` / `readonly`',
  '`tabindex` / `attributes` on',
  'Handler calls (`change`, `focus`, `blur`, `keydown`, `click`)',
  'Options',
  'Model value',
];

export function behaviourRows(data: KitBehaviour): string[][] {
  return data.types.map((entry) => [
    `\`${entry.type}\``,
    labelCell(entry),
    yes(entry.descriptionShown),
    {
      attribute: 'placeholder attribute',
      text: 'shown as text',
      inert: 'attribute on an element that shows none',
      none: 'not used',
    }[entry.placeholder],
    requiredCell(entry),
    `${yes(entry.disabled, 'disabled', 'not disabled')}; ${{attribute: 'readonly attribute', aria: 'aria-readonly', inert: 'readonly attribute on an element it does not lock', none: 'no read-only state'}[entry.readonly]}${entry.readonlyEditable ? ', still editable' : ''}`,
    `${tags(entry.tabindexOn)} / ${tags(entry.attributesOn)}`,
    eventsCell(entry),
    optionsCell(entry),
    entry.valueShape,
  ]);
}

/** One row per documented theme prop: the types whose computed style it changes, and those it does not. */
export function themeRows(data: KitBehaviour): string[][] {
  const props = new Map<string, ThemeBehaviour[]>();
  for (const entry of data.theme) {
    const key = `${entry.prop}: '${entry.value}'`;
    props.set(key, [...(props.get(key) ?? []), entry]);
  }
  const names = (entries: ThemeBehaviour[]) =>
    entries.length ? entries.map((entry) => `\`${entry.type}\``).join(', ') : 'none';
  return [...props].map(([key, entries]) => [
    `\`${key}\``,
    names(entries.filter((entry) => entry.differs.length > 0)),
    names(entries.filter((entry) => entry.differs.length === 0)),
  ]);
}

/** "@ngx-formly/core 7.1.0, @ngx-formly/bootstrap 7.1.0 and bootstrap 5.3.9". */
export function versionsSentence(data: KitBehaviour): string {
  const parts = Object.entries(data.versions).map(([name, version]) => `${name} ${version}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
}

/** A focused element (lib/kits/behaviour.ts, FocusedElement) as a cell: `<input type=radio>` “Alpha” → code and option. */
export function describeFocused(element: FocusedElement): string {
  if (element === 'none') {
    return 'nothing';
  }
  const [, tag, option] = /^(<[^>]+>)(?: “(.+)”)?$/.exec(element) ?? [];
  if (!tag) {
    throw new Error(`Not a focused element of lib/kits/behaviour.ts: ${element}`);
  }
  return option ? `\`${tag}\` of option “${option}”` : `\`${tag}\``;
}

/** The columns of the table of `field.focus` (`<KitFocus />`), one row per kit and result. */
export const focusColumns = [
  'Kit',
  'Types',
  '`field.focus = true` on the rendered field focuses',
  '`focus: true` in the configuration',
  'Set again after the user left',
  'Set while hidden, once shown',
];

/**
 * The rows of the focus table: per kit, the types that share one result, in the matrix's order. A
 * cell after the first says `same` where it focuses what `field.focus = true` focuses.
 */
export function focusRows(kits: {label: string; data: KitBehaviour}[]): string[][] {
  const rows: string[][] = [];
  for (const {label, data} of kits) {
    const groups = new Map<string, {types: string[]; cells: string[]}>();
    for (const entry of data.types) {
      const {fromCode, onRender, again, shownAfterHidden} = entry.focus;
      const cells = [
        describeFocused(fromCode),
        ...[onRender, again, shownAfterHidden].map((element) =>
          element === fromCode ? 'same' : describeFocused(element),
        ),
      ];
      const key = JSON.stringify(cells);
      const group = groups.get(key) ?? {types: [], cells};
      group.types.push(`\`${entry.type}\``);
      groups.set(key, group);
    }
    for (const {types, cells} of groups.values()) {
      rows.push([label, types.join(', '), ...cells]);
    }
  }
  return rows;
}
