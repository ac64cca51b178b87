/**
 * validate_config's second check: the field array built by @ngx-formly/core 7.1.0 itself
 * (formly-runtime.ts), with the kit's types and wrappers registered under their names, plus what the
 * caller says the app registers. It reports what Formly throws or logs while building, and what the
 * built form shows Formly did with a value that the schema lets through: an `expressions` key that
 * sets nothing Formly reads, a model path an expression reads that no field has, props the kit's
 * type does not read, keys two fields share, an array type without `fieldArray`, an `updateOn`
 * Angular does not know, options the select pipe cannot read.
 */
import {closest, pathOf, quoted} from '../../lib/field-schema/check';
import type {FieldArraySchema} from '../../lib/field-schema/types';
import type {KitData} from './docs-data';
import {formlyPackages, type BuiltField, type ConfigOption} from './formly-runtime';

type Segment = string | number;
type JsonObject = Record<string, unknown>;

export interface FormlyIssue {
  at: Segment[];
  severity: 'error' | 'warning';
  message: string;
}

/** What the app registers besides the kit, as the caller declares it. */
export interface AppRegistrations {
  customTypes?: string[];
  customWrappers?: string[];
  customValidators?: string[];
  /** Preset names, with or without the `#` a field's type writes. */
  presets?: string[];
  /** The app's types that extend FieldArrayType (such as "repeat"): their fields need `fieldArray`. */
  arrayTypes?: string[];
}

export interface RunInput {
  kit: KitData & {schema: FieldArraySchema};
  fields: unknown[];
  model?: JsonObject;
  formState?: JsonObject;
  app: AppRegistrations;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Angular's FormHooks: the values FormControl's updateOn reads. */
const updateOnValues = ['change', 'blur', 'submit'];

/** A key as Formly splits it into a model path: `'address.city'` → `['address', 'city']`. */
function keyPath(key: unknown): string[] {
  if (Array.isArray(key)) return key.map(String);
  if (typeof key === 'number') return [String(key)];
  return typeof key === 'string' ? key.split('.') : [];
}

const presetName = (name: string) => name.replace(/^#/, '');

/** Every field of the input with its path, its parent's model scope and its own (see modelScope). */
interface FieldVisit {
  field: JsonObject;
  at: Segment[];
  /** The model path of the object the field's `model` is: its keyed group's, or its own for a keyed group. */
  scope: string[];
  /** Where the field writes its value: scope of its parent plus its key. */
  valuePath?: string[];
  /** The index of the group it sits in, to tell siblings. */
  group: Segment[];
}

function visitFields(fields: unknown[]): FieldVisit[] {
  const visits: FieldVisit[] = [];
  const walk = (list: unknown, at: Segment[], parentScope: string[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((field, index) => {
      if (!isObject(field)) return;
      visitField(field, [...at, index], parentScope, at);
    });
  };
  const visitField = (field: JsonObject, at: Segment[], parentScope: string[], group: Segment[]) => {
    const hasKey = field.key !== undefined && field.key !== null && keyPath(field.key).length > 0;
    const valuePath = hasKey ? [...parentScope, ...keyPath(field.key)] : undefined;
    const isGroup = Array.isArray(field.fieldGroup) || isObject(field.fieldArray);
    const scope = valuePath && isGroup ? valuePath : parentScope;
    visits.push({field, at, scope, valuePath, group});
    walk(field.fieldGroup, [...at, 'fieldGroup'], scope);
    if (isObject(field.fieldArray)) {
      // An item's fields read the item as their model.
      visitField(field.fieldArray, [...at, 'fieldArray'], [...scope, '[]'], [...at, 'fieldArray']);
    }
  };
  walk(fields, [], []);
  return visits;
}

/** Runs `build` with console.warn and console.error caught; returns what it threw and logged. */
function capture(build: () => void): {thrown?: string; logged: string[]} {
  const logged: string[] = [];
  const {warn, error} = console;
  const record = (...args: unknown[]) =>
    logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
  console.warn = record;
  console.error = record;
  try {
    build();
    return {logged};
  } catch (thrown) {
    return {thrown: thrown instanceof Error ? thrown.message : String(thrown), logged};
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

const fixFor = (message: string): string => {
  if (/validation\.map is not a function/.test(message)) {
    return 'validators.validation must be an array of names or validator objects: "validators": {"validation": ["ip"]}.';
  }
  if (/The validator "([^"]+)" could not be found/.test(message)) {
    const name = /The validator "([^"]+)"/.exec(message)![1];
    return `Register "${name}" in your app (provideFormlyCore({validators: [{name: '${name}', validation: …}]})) and pass it in customValidators, or use a validator Formly has (required, pattern, minLength, …) through its prop. Named validators go in "validators": {"validation": ["${name}"]}.`;
  }
  if (/Expression parse error|expr is not a function/.test(message)) {
    return 'Write the expression with the names model, formState and field and the operators Formly\'s parser reads (&&, ||, !, ===, <, +, …), such as "!model.agreed".';
  }
  if (/The type "([^"]+)" could not be found/.test(message)) {
    return 'Use a type the kit registers, or pass the type your app registers in customTypes (a preset as "#name" in presets).';
  }
  if (/The wrapper "([^"]+)" could not be found/.test(message)) {
    return 'Use a wrapper the kit registers, or pass the wrapper your app registers in customWrappers.';
  }
  return 'Fix the value Formly names above.';
};

class FormlyCheck {
  readonly issues: FormlyIssue[] = [];
  private readonly visits: FieldVisit[];
  private readonly typeProps = new Map<string, string[]>();
  private readonly config: ConfigOption;

  constructor(private readonly input: RunInput) {
    this.visits = visitFields(input.fields);
    for (const type of input.kit.types) {
      this.typeProps.set(
        type.name,
        type.props.map((prop) => prop.name),
      );
    }
    const {app} = input;
    // A type's parent first: Formly reads `extends` when a field of the type is built.
    const ordered = [...input.kit.types].sort(
      (a, b) => Number(a.extends !== undefined) - Number(b.extends !== undefined),
    );
    this.config = {
      types: [
        ...ordered.map((type) => ({
          name: type.name,
          ...(type.extends ? {extends: type.extends} : {}),
          wrappers: type.wrappers,
        })),
        ...(app.customTypes ?? []).map((name) => ({name})),
      ],
      wrappers: [
        ...input.kit.wrappers.map(({name}) => ({name})),
        ...(app.customWrappers ?? []).map((name) => ({name})),
      ],
      validators: (app.customValidators ?? []).map((name) => ({name, validation: () => null})),
      presets: (app.presets ?? []).map((name) => ({name: presetName(name), config: {}})),
    };
  }

  private add(severity: FormlyIssue['severity'], at: Segment[], message: string) {
    this.issues.push({at, severity, message});
  }

  run(): void {
    const packages = formlyPackages();
    const injector = packages.createInjector(this.config);
    const builder = injector.get(packages.FormlyFormBuilder);
    const config = injector.get(packages.FormlyConfig);
    const fields = structuredClone(this.input.fields) as JsonObject[];
    const model = structuredClone(this.input.model ?? {});
    const root = {
      form: packages.newFormGroup(),
      model,
      options: {formState: structuredClone(this.input.formState ?? {})},
      fieldGroup: fields,
    };
    // The built fields are the input's clones, in the same places: visitFields finds them by path.
    const builtVisits = visitFields(fields);
    const whole = capture(() => builder.build(root));
    if (whole.thrown !== undefined || whole.logged.length > 0) {
      this.locate(packages, injector, whole);
    }
    for (const [index, visit] of this.visits.entries()) {
      const built = whole.thrown === undefined ? (builtVisits[index]!.field as BuiltField) : undefined;
      this.registered(config, visit);
      this.expressionKeys(visit, built);
      this.props(visit);
      this.key(visit, root.form.controls);
      this.modelOptions(visit, built);
      this.options(packages, visit, built);
      this.arrayType(visit);
    }
    this.modelPaths();
    this.sharedKeys();
  }

  /**
   * What Formly threw or logged while building the whole form, attached to the fields that cause it:
   * each field is built again on its own, without its children; what the whole form gives and no
   * single field does is reported for the form.
   */
  private locate(
    packages: ReturnType<typeof formlyPackages>,
    injector: ReturnType<ReturnType<typeof formlyPackages>['createInjector']>,
    whole: {thrown?: string; logged: string[]},
  ) {
    const builder = injector.get(packages.FormlyFormBuilder);
    const found = new Set<string>();
    for (const visit of this.visits) {
      const alone = structuredClone({...visit.field, fieldGroup: undefined, fieldArray: undefined});
      const result = capture(() =>
        builder.build({form: packages.newFormGroup(), model: {}, options: {}, fieldGroup: [alone]}),
      );
      [...result.logged, ...(result.thrown !== undefined ? [result.thrown] : [])].forEach((message) =>
        found.add(message),
      );
      const parseErrors = result.logged.filter((message) => message.startsWith('Expression parse error'));
      const others = result.logged.filter((message) => !parseErrors.includes(message));
      if (result.thrown !== undefined) {
        const logged = parseErrors.length > 0 ? ` after it logs "${parseErrors.join('", "')}"` : '';
        this.add(
          'error',
          [...visit.at, ...this.memberOf(visit.field, result.thrown)],
          `Formly stops building the form with "${result.thrown}"${logged}. ${fixFor(result.thrown + parseErrors.join(' '))}`,
        );
      } else {
        parseErrors.forEach((message) =>
          this.add('error', visit.at, `Formly logs "${message}" and the expression gives false. ${fixFor(message)}`),
        );
      }
      others.forEach((message) =>
        this.add('warning', [...visit.at, ...this.memberOf(visit.field, message)], `Formly warns: "${message}".`),
      );
    }
    for (const message of [...whole.logged, ...(whole.thrown !== undefined ? [whole.thrown] : [])]) {
      if (!found.has(message)) {
        this.add(
          'error',
          [],
          `Formly ${message === whole.thrown ? 'stops building the form' : 'logs'} with the given model and formState: "${message}". ${fixFor(message)}`,
        );
      }
    }
  }

  /** The member of a field a message of Formly's is about, as far as it says. */
  private memberOf(field: JsonObject, message: string): Segment[] {
    const expression = /\[Expression "([^"]+)"\]/.exec(message)?.[1];
    if (expression !== undefined) {
      if (isObject(field.expressions) && expression in field.expressions) return ['expressions', expression];
      if (isObject(field.expressionProperties) && expression in field.expressionProperties) {
        return ['expressionProperties', expression];
      }
      return expression === 'hide' && 'hideExpression' in field ? ['hideExpression'] : [];
    }
    const validators = (['validators', 'asyncValidators'] as const).find((member) => field[member] !== undefined);
    if (/validation\.map is not a function/.test(message) && validators) return [validators, 'validation'];
    if (/The validator "/.test(message) && validators) {
      const validation = isObject(field[validators]) ? (field[validators] as JsonObject).validation : undefined;
      return Array.isArray(validation) ? [validators, 'validation'] : [validators];
    }
    const prop = /Invalid prop '(\w+)'/.exec(message)?.[1];
    return prop && isObject(field.props) && prop in field.props ? ['props', prop] : [];
  }

  /** Types and wrappers, looked up as <formly-field> does when it renders the field. */
  private registered(config: ReturnType<typeof formlyPackages>['FormlyConfig']['prototype'], visit: FieldVisit) {
    const {field, at} = visit;
    if (typeof field.type === 'string' && !(field.type.startsWith('#') && this.hasPreset(field.type))) {
      try {
        config.getType(field.type, true);
      } catch (error) {
        const message = (error as Error).message;
        this.add('error', [...at, 'type'], `Formly throws when it renders the field: "${message}" ${fixFor(message)}`);
      }
    }
    if (Array.isArray(field.wrappers)) {
      field.wrappers.forEach((wrapper, index) => {
        if (typeof wrapper !== 'string') return;
        try {
          config.getWrapper(wrapper);
        } catch (error) {
          const message = (error as Error).message;
          this.add(
            'error',
            [...at, 'wrappers', index],
            `Formly throws when it renders the field: "${message}" ${fixFor(message)}`,
          );
        }
      });
    }
  }

  private hasPreset(type: string): boolean {
    return (this.input.app.presets ?? []).some((name) => presetName(name) === presetName(type));
  }

  /** The kit's type of a field, when the kit registers it (not the app's, not a preset). */
  private kitType(field: JsonObject): string | undefined {
    const type = typeof field.type === 'string' ? field.type : undefined;
    return type && this.typeProps.has(type) && !(this.input.app.customTypes ?? []).includes(type) ? type : undefined;
  }

  /** `expressions` keys: Formly assigns each to that path of the field (or of the model, for `model.…`). */
  private expressionKeys(visit: FieldVisit, built: BuiltField | undefined) {
    const {field, at} = visit;
    if (!isObject(field.expressions)) return;
    const members = Object.keys(this.input.kit.schema.definitions.field.properties);
    for (const key of Object.keys(field.expressions)) {
      const [head, ...rest] = key.split(/[.[]/);
      if (head === 'model') continue;
      if (!members.includes(head!)) {
        const nearest = closest(head!, members);
        const set = built && head! in built ? ' (the built field has it, and nothing reads it)' : '';
        this.add(
          'error',
          [...at, 'expressions', key],
          `Formly assigns this expression to field.${key}, which is no member of FormlyFieldConfig${set}. ${nearest ? `Did you mean "${[nearest, ...rest].join('.')}"?` : `Use a field member such as "hide", "props.label" or "model.<key>".`}`,
        );
        continue;
      }
      const type = this.kitType(field);
      if ((head === 'props' || head === 'templateOptions') && type && rest.length > 0) {
        this.unknownProp(type, rest[0]!, [...at, 'expressions', key], `${head}.`);
      }
    }
  }

  /**
   * A prop the type's typings do not declare and that is close to one they do: a misspelling. A prop
   * far from every declared one is left alone, as the kit's wrappers and extensions (Bootstrap's
   * addons) and the app's own read props the types do not declare.
   */
  private unknownProp(type: string, name: string, at: Segment[], prefix = '') {
    const known = this.typeProps.get(type) ?? [];
    const nearest = known.includes(name) ? undefined : closest(name, known);
    if (!nearest) return;
    this.add(
      'warning',
      at,
      `The "${type}" type does not read props.${name}, so it has no effect unless your own wrapper or extension reads it. Did you mean "${prefix}${nearest}"?`,
    );
  }

  private props(visit: FieldVisit) {
    const {field, at} = visit;
    const type = this.kitType(field);
    if (!type || (Array.isArray(field.wrappers) && field.wrappers.some((name) => !this.isKitWrapper(name)))) return;
    for (const member of ['props', 'templateOptions'] as const) {
      const props = field[member];
      if (!isObject(props)) continue;
      for (const name of Object.keys(props)) {
        this.unknownProp(type, name, [...at, member, name]);
      }
    }
  }

  private isKitWrapper(name: unknown): boolean {
    return this.input.kit.wrappers.some((wrapper) => wrapper.name === name);
  }

  private key(visit: FieldVisit, controls: Record<string, unknown>) {
    const {field, at} = visit;
    const key = field.key;
    if (key === undefined || typeof key === 'string' || typeof key === 'number') return;
    if (Array.isArray(key) && key.every((part) => typeof part === 'string' || typeof part === 'number')) return;
    const name = String(key);
    const made = visit.at.length === 1 && name in controls ? ` (the built form has a control named "${name}")` : '';
    this.add(
      'error',
      [...at, 'key'],
      `must be a model property name, a string such as "email" or "address.city" (or a number or an array of them); it is ${JSON.stringify(key)}, which Formly turns into "${name}"${made}.`,
    );
  }

  private modelOptions(visit: FieldVisit, built: BuiltField | undefined) {
    const {field, at} = visit;
    if (!isObject(field.modelOptions)) return;
    const {updateOn, debounce} = field.modelOptions;
    if (updateOn !== undefined && !updateOnValues.includes(updateOn as string)) {
      const effect =
        built?.formControl?.updateOn === updateOn
          ? ` The built control's updateOn is ${JSON.stringify(updateOn)}, so it updates on no event.`
          : '';
      const nearest = typeof updateOn === 'string' ? closest(updateOn.replace(/^on/, ''), updateOnValues) : undefined;
      this.add(
        'error',
        [...at, 'modelOptions', 'updateOn'],
        `Angular's updateOn is one of ${quoted(updateOnValues)}; it is ${JSON.stringify(updateOn)}.${effect} ${nearest ? `Did you mean "${nearest}"?` : ''}`.trim(),
      );
    }
    if (debounce !== undefined && !(isObject(debounce) && typeof debounce.default === 'number')) {
      this.add(
        'error',
        [...at, 'modelOptions', 'debounce'],
        `must be {"default": <milliseconds>}, such as {"default": 300}; it is ${JSON.stringify(debounce)}.`,
      );
    }
  }

  /** `props.options` as the kit's select, radio and multicheckbox read it: Formly's formlySelectOptions pipe. */
  private options(packages: ReturnType<typeof formlyPackages>, visit: FieldVisit, built: BuiltField | undefined) {
    const {field, at} = visit;
    const props = isObject(field.props) ? field.props : undefined;
    if (!props || props.options === undefined || Array.isArray(props.options)) return;
    let failure = 'it reads no options from it';
    if (built) {
      const subscription = packages.selectOptions(props.options, built).subscribe({
        next: () => undefined,
        error: (error) => (failure = `its formlySelectOptions pipe fails with "${(error as Error).message}"`),
      });
      subscription.unsubscribe();
    }
    const hint =
      typeof props.options === 'string' && /\$$|^[a-z]\w*$/i.test(props.options)
        ? ` "${props.options}" is a name, not the options: set props.options to the array or Observable itself in your code (props: {options: this.${props.options}}).`
        : '';
    this.add(
      'error',
      [...at, 'props', 'options'],
      `must be an array of options ({"label": …, "value": …}) or an Observable of one; it is ${JSON.stringify(props.options)}, and ${failure}.${hint}`,
    );
  }

  private arrayType(visit: FieldVisit) {
    const {field, at} = visit;
    if (typeof field.type !== 'string' || !(this.input.app.arrayTypes ?? []).includes(field.type)) return;
    if (!isObject(field.fieldArray)) {
      this.add(
        'error',
        at,
        `is a field of "${field.type}", an array type, without "fieldArray": the type has no field to repeat for each item. Add "fieldArray": {"fieldGroup": [...]} (or {"type": "input"}) describing one item.`,
      );
    }
  }

  /**
   * The model paths the fields write or the given model has, with every prefix (`known`), and those
   * that hold a value rather than a group of fields (`values`): a path below a value
   * (model.date.length) is that value's own business.
   */
  private modelShape(): {known: Set<string>; values: Set<string>} {
    const known = new Set<string>();
    const values = new Set<string>();
    const addPrefixes = (path: string[]) => path.forEach((_, index) => known.add(path.slice(0, index + 1).join('.')));
    for (const visit of this.visits) {
      if (!visit.valuePath) continue;
      addPrefixes(visit.valuePath);
      if (!Array.isArray(visit.field.fieldGroup) && !isObject(visit.field.fieldArray)) {
        values.add(visit.valuePath.join('.'));
      }
    }
    const walk = (value: unknown, path: string[]) => {
      if (!isObject(value)) {
        if (path.length > 0) values.add(path.join('.'));
        return;
      }
      for (const [key, inner] of Object.entries(value)) {
        addPrefixes([...path, key]);
        walk(inner, [...path, key]);
      }
    };
    walk(this.input.model, []);
    return {known, values};
  }

  /** The model paths string expressions read: each must be (within) one a field writes or the model has. */
  private modelPaths() {
    const {known, values} = this.modelShape();
    const isKnown = (path: string[]) =>
      known.has(path.join('.')) || path.some((_, index) => index > 0 && values.has(path.slice(0, index).join('.')));
    for (const visit of this.visits) {
      for (const [where, expression] of stringExpressions(visit.field)) {
        for (const match of expression.matchAll(/(?<![\w$.])model((?:\s*\.\s*[A-Za-z_$][\w$]*)+)/g)) {
          const read = match[1]!
            .split('.')
            .map((part) => part.trim())
            .filter(Boolean);
          if (visit.scope.includes('[]') || isKnown([...visit.scope, ...read])) continue;
          const fromRoot = visit.scope.length > 0 && isKnown(read) ? read : undefined;
          const stripped =
            visit.scope.length > 0 && read.slice(0, visit.scope.length).join('.') === visit.scope.join('.')
              ? read.slice(visit.scope.length)
              : undefined;
          const scopeText =
            visit.scope.length > 0
              ? `this field's model is that of its group keyed "${visit.scope.at(-1)}" (the form's model.${visit.scope.join('.')}), where`
              : "in the form's model";
          const fix =
            stripped && stripped.length > 0 && isKnown([...visit.scope, ...stripped])
              ? `Inside a keyed group, model is the group's own model: write "model.${stripped.join('.')}".`
              : fromRoot
                ? `Inside a keyed group, model is the group's own model: read the form's model through "field.options.formState" or move the expression to a field outside the group.`
                : `No field has the key "${read.join('.')}" there: check the key's spelling, or pass the model the form starts with.`;
          this.add(
            'warning',
            [...visit.at, ...where],
            `reads model.${read.join('.')}: ${scopeText} no field writes ${read.join('.')} and the given model has no such value, so it reads undefined. ${fix}`,
          );
        }
      }
    }
  }

  /** Keys two fields of one model object share: one form control and one model value for both. */
  private sharedKeys() {
    const first = new Map<string, FieldVisit>();
    for (const visit of this.visits) {
      if (!visit.valuePath) continue;
      const path = visit.valuePath.join('.');
      const earlier = first.get(path);
      if (!earlier) {
        first.set(path, visit);
        continue;
      }
      const alternatives = hasHide(earlier.field) && hasHide(visit.field);
      if (alternatives) continue;
      this.add(
        'warning',
        [...visit.at, 'key'],
        `${pathOf(earlier.at)} has the same key: both fields write model.${path} and Formly gives them one form control, so they show and validate one value. Give each field its own key; two fields that take turns on one value need hide expressions that exclude each other.`,
      );
    }
  }
}

function hasHide(field: JsonObject): boolean {
  return (
    field.hide !== undefined ||
    (isObject(field.expressions) && 'hide' in field.expressions) ||
    'hideExpression' in field
  );
}

/** A field's string expressions, with where each is under the field. */
function stringExpressions(field: JsonObject): [Segment[], string][] {
  const found: [Segment[], string][] = [];
  for (const member of ['expressions', 'expressionProperties'] as const) {
    const value = field[member];
    if (isObject(value)) {
      for (const [key, expression] of Object.entries(value)) {
        if (typeof expression === 'string') found.push([[member, key], expression]);
      }
    }
  }
  if (typeof field.hideExpression === 'string') found.push([['hideExpression'], field.hideExpression]);
  return found;
}

/** Every problem Formly 7.1.0 shows with `fields`, built with the kit's and the app's registrations. */
export function runFormlyCheck(input: RunInput): FormlyIssue[] {
  const check = new FormlyCheck(input);
  check.run();
  return check.issues;
}
