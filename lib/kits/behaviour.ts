/**
 * The kit behaviour matrix: what each browser kit's real components do with a field of each type
 * it registers, measured in Chromium by tests/browser/kit-behaviour.spec.ts (which writes
 * lib/kits/<kit>/behaviour.json with KIT_BEHAVIOUR_WRITE=1, and otherwise re-measures and fails on
 * drift). The UI pages read it through the KitBehaviour component and the checks of
 * tests/unit/kit-behaviour-pages.test.ts. Plain data with relative imports only.
 */

/** The handlers a field's props can hold that FormlyAttributes or a kit's template calls. */
export const behaviourHandlers = ['change', 'focus', 'blur', 'keydown', 'click'] as const;
export type BehaviourHandler = (typeof behaviourHandlers)[number];

/**
 * How the measurement acts on a type's control, from the component that renders it:
 * text types get a click, one key and Tab; toggles (checkbox, toggle) a click; option types a
 * choice; sliders a click and an arrow key; date types a click on their control.
 */
export type ControlFamily = 'text' | 'toggle' | 'radio' | 'multicheckbox' | 'select' | 'slider' | 'date';

/** The user actions of one measurement, in order; each records the handler calls it caused. */
export const behaviourPhases = ['pointer', 'key', 'leave'] as const;
export type BehaviourPhase = (typeof behaviourPhases)[number];

/**
 * One handler call: `change(value:boolean)`, `blur(FocusEvent)`, `click(none)`: the handler's
 * name, then its second argument (Formly passes the field first): a DOM event by its
 * constructor's name (`value:<type>` for a value, `object{keys}` for a component's event object such
 * as MatCheckboxChange), or none.
 */
export type HandlerCall = `${BehaviourHandler}(${string})`;

export interface OptionBehaviour {
  /** An option with `disabled: true` (the default disabledProp) is rendered disabled. */
  disabledOption: boolean;
  /** Options with a `group` (the default groupProp): the group names are shown. */
  groupsShown: boolean;
  /** …and an option inside a group can be chosen (the model gets its value). */
  groupedSelectable: boolean;
  /** `multiple: true`: the model's shape after choosing one option, or null when no option could be chosen. */
  multipleValue: string | null;
}

export interface TypeBehaviour {
  type: string;
  /** The component that renders it (through `extends` for an alias such as `string`). */
  component: string;
  family: ControlFamily;
  /** The label text is visible in the field. */
  labelShown: boolean;
  /** The first control's ARIA role and accessible name, as Chromium computes them. */
  control: {role: string | null; name: string | null};
  descriptionShown: boolean;
  /**
   * Where `placeholder` appears: a placeholder attribute on the control typed into (an input or
   * textarea), visible text, an attribute only on elements where it does nothing (a component's host
   * element, a checkbox, a select), or nowhere.
   */
  placeholder: 'attribute' | 'text' | 'inert' | 'none';
  /** `required: true`: an asterisk (as text or a CSS pseudo-element), `required`/`aria-required` on an element, the message after submit. */
  required: {marker: 'text' | 'css' | 'none'; attribute: boolean; message: boolean};
  /** `disabled: true`: an element of the field is disabled (attribute or aria-disabled). */
  disabled: boolean;
  /**
   * `readonly: true`: a readonly attribute on the control typed into (an input or textarea),
   * aria-readonly, a readonly attribute only on elements where it does nothing (a component's host
   * element, a checkbox, a select), or none at all.
   */
  readonly: 'attribute' | 'aria' | 'inert' | 'none';
  /**
   * `readonly: true`: the user still changes the value, by typing in a text control or a date control's
   * text box, or clicking a checkbox, toggle, radio option or checkbox option (a native select: choosing
   * an option); null where not acted on (a kit's own select, a date control without a text box, a slider).
   */
  readonlyEditable: boolean | null;
  /** Elements (tag names) carrying `tabindex` 7 from `props.tabindex`, and `data-matrix` from `props.attributes`. */
  tabindexOn: string[];
  attributesOn: string[];
  /** `className` lands on the formly-field element. */
  className: boolean;
  /** The handler calls of each user action (see ControlFamily), in order; null where the family has no such action. */
  events: Record<BehaviourPhase, HandlerCall[] | null>;
  /** The model value's shape after the pointer action: `string`, `boolean`, `number`, `array`, `object`, or `unchanged`. */
  valueShape: string;
  options: OptionBehaviour | null;
  focus: FocusBehaviour;
}

/**
 * The element that has focus, as `<tag>` (an input with its type, `<input type=radio>`), its `role`
 * attribute if any, and for the input of an option its label (`<input type=radio> “Alpha”`); a field
 * with shadow roots is followed into them. `none` when no element of the field has focus.
 */
export type FocusedElement = string;

/**
 * `field.focus`, measured on a field of its own: set in the configuration, set later from code on the
 * field's configuration object (from a script outside Angular, so with no change detection run), set
 * again after the field lost focus (Escape, then `blur()` of the focused element), and set while the
 * field was hidden.
 */
export interface FocusBehaviour {
  /** `focus: true` in the configuration: what has focus once the form has rendered. */
  onRender: FocusedElement;
  /** `field.focus = true` set on the rendered field, focus elsewhere on the page. */
  fromCode: FocusedElement;
  /** After the field lost focus, the value `field.focus` holds; null when nothing took focus from code. */
  afterLeave: boolean | null;
  /** `field.focus = true` set again after that. */
  again: FocusedElement;
  /** `field.focus = true` set while `hide: true`, then `hide = false`: what has focus once it shows. */
  shownAfterHidden: FocusedElement;
}

/**
 * What a theme prop (`color`, `appearance`, …) changes: the computed style and geometry of every
 * element of the field, compared with the same type without the prop, at rest and after a click on
 * its first control (focused or checked; keys prefixed `acted:`). Select and date types, whose
 * control opens a panel, are compared at rest only. A property that differs between two measurements
 * of the reference field is not compared.
 */
export interface ThemeBehaviour {
  prop: string;
  value: string;
  type: string;
  /** Computed style properties that differ from the field without the prop; empty when nothing visible changes. */
  differs: string[];
}

export interface KitBehaviour {
  kit: string;
  /** Installed versions the measurement ran against (demos/package-lock.json). */
  versions: Record<string, string>;
  types: TypeBehaviour[];
  /** Types the kit registers that the playground frame does not, so they are not measured. */
  notInFrame: string[];
  theme: ThemeBehaviour[];
}
