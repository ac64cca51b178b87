import {
  ApplicationRef,
  ChangeDetectionStrategy,
  Component,
  ErrorHandler,
  Injector,
  OnDestroy,
  afterNextRender,
  inject,
  signal,
} from '@angular/core';
import { AbstractControl, FormArray, FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm, FormlyFormBuilder, FormlyFormOptions } from '@ngx-formly/core';
import { FormlyJsonschema } from '@ngx-formly/core/json-schema';
import { Subscription } from 'rxjs';
import type { JSONSchema7 } from 'json-schema';
import { applyColorMode } from '../src/app/color-mode';
import {
  FieldErrors,
  FrameToPageMessage,
  PlaygroundKit,
  RenderRequest,
  frameKitParam,
  isPageToFrameMessage,
  isPlaygroundKit,
} from './protocol';

interface RenderedForm {
  revision: number;
  form: FormGroup;
  fields: FormlyFieldConfig[];
  model: Record<string, unknown>;
  options: FormlyFormOptions;
}

/** Sends to the page. The page's origin is unknown to an opaque-origin frame, hence '*'; nothing here is secret. */
function postToPage(message: FrameToPageMessage): void {
  window.parent.postMessage(message, '*');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A copy that survives postMessage: dates become strings, functions and cycles are dropped. */
function plainCopy(value: unknown): unknown {
  const seen = new WeakSet<object>();
  return JSON.parse(
    JSON.stringify(value ?? null, (_key, item: unknown) => {
      if (typeof item === 'object' && item !== null) {
        if (seen.has(item)) {
          return undefined;
        }
        seen.add(item);
      }
      return typeof item === 'function' ? undefined : item;
    }),
  );
}

/** Every control with errors, by its path in the form. */
function controlErrors(control: AbstractControl, path: string[] = [], found: FieldErrors[] = []): FieldErrors[] {
  if (control.errors) {
    found.push({ path: path.join('.') || '(form)', errors: Object.keys(control.errors) });
  }
  if (control instanceof FormGroup || control instanceof FormArray) {
    for (const [key, child] of Object.entries(control.controls)) {
      controlErrors(child, [...path, key], found);
    }
  }
  return found;
}

/**
 * Formly's expression parser does not throw on an expression it refuses: it
 * logs "Expression parse error" through console.error and leaves the
 * expression out, which fails later with a less telling message. The frame
 * keeps those logs to report them with the failure, instead of the console.
 */
const parseErrors: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  if (text.startsWith('Expression parse error')) {
    parseErrors.push(text);
  } else {
    consoleError(...args);
  }
};

/** The parse errors logged while `build` ran. */
function collectParseErrors(build: () => void): string[] {
  parseErrors.length = 0;
  build();
  return parseErrors.splice(0);
}

let reportFailure: ((message: string) => void) | null = null;

/** Errors Formly throws while rendering (after the up-front check passed) end up here. */
export class ReportingErrorHandler implements ErrorHandler {
  handleError(error: unknown): void {
    if (reportFailure) {
      reportFailure(messageOf(error));
    } else {
      console.error(error);
    }
  }
}

@Component({
  selector: 'playground-frame',
  imports: [ReactiveFormsModule, FormlyForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (failure(); as message) {
      <div class="playground-failure" role="alert">{{ message }}</div>
    } @else if (rendered(); as current) {
      <form [formGroup]="current.form" (ngSubmit)="submit()">
        <formly-form
          [form]="current.form"
          [fields]="current.fields"
          [model]="current.model"
          [options]="current.options"
          (modelChange)="reportState()"
        />
        <div class="playground-actions">
          <button type="submit" [class]="kit === 'bootstrap' ? 'btn btn-primary' : 'playground-submit'">Submit</button>
        </div>
      </form>
    }
  `,
})
export class PlaygroundFrame implements OnDestroy {
  readonly kit: PlaygroundKit;
  protected readonly rendered = signal<RenderedForm | null>(null);
  protected readonly failure = signal<string | null>(null);

  private readonly injector = inject(Injector);
  private readonly appRef = inject(ApplicationRef);
  private readonly builder = inject(FormlyFormBuilder);
  private readonly jsonschema = inject(FormlyJsonschema);
  private submitCount = 0;
  private statusSubscription: Subscription | null = null;
  private readonly resizeObserver = new ResizeObserver(() =>
    postToPage({ type: 'formly-playground:height', height: Math.ceil(document.documentElement.scrollHeight) }),
  );

  private readonly onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || !isPageToFrameMessage(event.data)) {
      return;
    }
    const message = event.data;
    if (message.type === 'formly-playground:color-mode') {
      applyColorMode(message.colorMode);
    } else {
      this.render(message);
    }
  };

  constructor() {
    const kit = new URLSearchParams(location.search).get(frameKitParam);
    this.kit = isPlaygroundKit(kit) ? kit : 'bootstrap';
    reportFailure = (message) => this.fail(this.rendered()?.revision ?? 0, message);
    window.addEventListener('message', this.onMessage);
    this.resizeObserver.observe(document.body);
    afterNextRender(() => postToPage({ type: 'formly-playground:ready', kit: this.kit }));
  }

  ngOnDestroy(): void {
    window.removeEventListener('message', this.onMessage);
    this.resizeObserver.disconnect();
    this.statusSubscription?.unsubscribe();
    reportFailure = null;
  }

  /** A fresh field array for `request` (Formly writes into the fields it builds, so each build gets its own). */
  private fieldsOf(request: RenderRequest): FormlyFieldConfig[] {
    return request.mode === 'fields'
      ? structuredClone(request.config as FormlyFieldConfig[])
      : [this.jsonschema.toFieldConfig(request.config as JSONSchema7)];
  }

  private render(request: RenderRequest): void {
    let fields: FormlyFieldConfig[];
    const model = structuredClone((request.model ?? {}) as Record<string, unknown>);
    const options = structuredClone((request.options ?? {}) as FormlyFormOptions);
    try {
      // Build a throwaway copy first, so a configuration Formly rejects is
      // reported before anything on screen changes.
      const logged = collectParseErrors(() =>
        this.builder.build({
          fieldGroup: this.fieldsOf(request),
          model: structuredClone(model),
          options: structuredClone(options),
          form: new FormGroup({}),
        }),
      );
      if (logged.length > 0) {
        throw new Error(logged.join('\n'));
      }
      fields = this.fieldsOf(request);
    } catch (error) {
      this.fail(request.revision, messageOf(error));
      return;
    }
    parseErrors.length = 0;
    this.statusSubscription?.unsubscribe();
    this.submitCount = 0;
    const form = new FormGroup({});
    this.failure.set(null);
    this.rendered.set({ revision: request.revision, form, fields, model, options });
    this.statusSubscription = form.statusChanges.subscribe(() => this.reportState());
    afterNextRender(() => this.reportState(), { injector: this.injector });
  }

  private fail(revision: number, error: string): void {
    const message = [error, ...parseErrors.splice(0)].join('\n');
    this.statusSubscription?.unsubscribe();
    this.statusSubscription = null;
    this.rendered.set(null);
    this.failure.set(message);
    postToPage({ type: 'formly-playground:render-failed', revision, message });
    // An error Formly throws while the form renders ends the change detection that would show
    // these signals' new values, and none follows by itself: the half-built form would stay on
    // screen under the message. A check of its own, once this one has unwound, replaces it.
    setTimeout(() => this.appRef.tick());
  }

  protected submit(): void {
    const current = this.rendered();
    if (current) {
      current.form.markAllAsTouched();
      this.submitCount += 1;
      this.reportState();
    }
  }

  protected reportState(): void {
    const current = this.rendered();
    if (!current) {
      return;
    }
    postToPage({
      type: 'formly-playground:form-state',
      revision: current.revision,
      model: plainCopy(current.model),
      value: plainCopy(current.form.value),
      status: current.form.status,
      errors: controlErrors(current.form),
      submitCount: this.submitCount,
    });
  }
}
