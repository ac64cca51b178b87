/**
 * Helpers of the guide claim tests that run the parts of <formly-field> and
 * <formly-form> which watch a built form: the real FormlyField.fieldChanges and
 * FormlyForm.valueChanges methods, called on stand-ins for the components that
 * leave out what needs a view.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import {extractCodeBlocks} from '../../../scripts/snippets';
import {core, formly, loadPackage, type BuiltForm, type FormlyFieldConfig} from './formly';

const siteDir = path.resolve(__dirname, '..', '..', '..');

/**
 * Starts what <formly-form> watches on a built form, in a zoneless application (the
 * no-op zone, Angular 21's default): formState and the fields' 'valueChanges' events,
 * after which it runs the expressions and emits (modelChange). Returns the emitted
 * models, live, and the function that stops it.
 */
export function watchForm(built: BuiltForm): {modelChanges: unknown[]; stop: () => void} {
  const modelChanges: unknown[] = [];
  const component = Object.assign(Object.create(formly.FormlyForm.prototype) as Record<string, unknown>, {
    field: built.root,
    ngZone: new core.ɵNoopNgZone(),
    valueChangesUnsubscribe: () => undefined,
    modelChange: {emit: (model: unknown) => modelChanges.push(model)},
  }) as unknown as {valueChanges(): () => void};
  const stop = component.valueChanges();
  return {modelChanges, stop};
}

/**
 * Runs Formly's attributes directive (formlyAttributes, on every kit's control element)
 * for `field` as Angular does at the first render: ngOnChanges, then ngDoCheck, which
 * writes the props attributes. A renderer stand-in records the attributes (as the
 * directive names them; the DOM lower-cases them) and the event listeners; `dispatch`
 * calls the directive's listener for an event, as the element would.
 */
export function controlElement(field: FormlyFieldConfig): {
  attributes: Record<string, string>;
  listened: string[];
  dispatch(eventName: string, event: unknown): void;
  check(): void;
} {
  const attributes: Record<string, string> = {};
  const listeners = new Map<string, (event: unknown) => void>();
  const renderer = {
    listen: (_element: unknown, eventName: string, listener: (event: unknown) => void) => {
      listeners.set(eventName, listener);
      return () => listeners.delete(eventName);
    },
    setAttribute: (_element: unknown, name: string, value: unknown) => {
      attributes[name] = String(value);
    },
    removeAttribute: (_element: unknown, name: string) => {
      delete attributes[name];
    },
    setProperty: () => undefined,
  };
  const directive = new formly.FormlyAttributes(renderer as never, new core.ElementRef({}), {});
  directive.field = field;
  directive.ngOnChanges({field: new core.SimpleChange(undefined, field, true)});
  directive.ngDoCheck();
  return {
    attributes,
    get listened() {
      return [...listeners.keys()];
    },
    dispatch: (eventName, event) => listeners.get(eventName)!(event),
    check: () => directive.ngDoCheck(),
  };
}

/** A view container stand-in that logs, by its own name, the components created in it. */
export interface LoggingContainer {
  name: string;
  created: string[];
}

/**
 * Renders `field` through the real <formly-field> component class on view-container
 * stand-ins. Every component it creates gets a plain instance, found by class name in
 * `instances`; `log` lists `container name > component name` in creation order. A
 * wrapper's `#fieldComponent` is given by assigning `container(name)` to its instance's
 * `fieldComponent`, as Angular does once the wrapper's view has the element.
 */
export function renderWithContainers(
  built: BuiltForm,
  field: FormlyFieldConfig,
): {
  log: string[];
  instances: Record<string, {fieldComponent?: unknown}>;
  container(name: string): unknown;
} {
  const log: string[] = [];
  const instances: Record<string, {fieldComponent?: unknown}> = {};
  const container = (name: string) => ({
    clear: () => undefined,
    createComponent: (component: {name: string}) => {
      log.push(`${name} > ${component.name}`);
      const ref = Object.create(core.ComponentRef.prototype) as Record<string, unknown>;
      instances[component.name] = {};
      return Object.assign(ref, {
        instance: instances[component.name],
        location: new core.ElementRef({}),
        changeDetectorRef: {detectChanges: () => undefined},
      });
    },
  });
  const renderer = {setAttribute: () => undefined, removeAttribute: () => undefined, setStyle: () => undefined};
  const component = new formly.FormlyField(
    built.config,
    renderer as never,
    new core.ElementRef({}),
    container('beside formly-field') as never,
    null as never,
  );
  component.viewContainerRef = container('formly-field') as never;
  component.field = field;
  component.ngOnChanges({field: new core.SimpleChange(undefined, field, true)});
  return {log, instances, container};
}

/**
 * Like runPageModule, for a page whose tabs show two blocks under the same title (the
 * standalone and the NgModule version): evaluates the `index`-th block titled `title`.
 */
export function runPageModuleAt<T>(page: string, title: string, index: number): T {
  const source = fs.readFileSync(path.join(siteDir, page), 'utf8');
  const blocks = extractCodeBlocks(source, page).filter((block) => block.meta.includes(`title="${title}"`));
  if (!blocks[index]) {
    throw new Error(`${page}: no TypeScript block ${index} titled "${title}" (found ${blocks.length})`);
  }
  const {outputText} = ts.transpileModule(blocks[index].code, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      useDefineForClassFields: false,
    },
    fileName: `${page}#${title}#${index}`,
  });
  const module = {exports: {} as T};
  vm.runInThisContext(`(function (exports, require, module) {${outputText}\n})`, {
    filename: `${page}#${title}#${index}`,
  })(module.exports, (specifier: string) => loadPackage<unknown>(specifier), module);
  return module.exports;
}
