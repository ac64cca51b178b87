import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {kits, type KitName} from '../../lib/kits';
import type {DocsData} from './docs-data';
import {getExample, listExamples} from './examples';
import {getFieldType} from './field-types';
import {PageCatalog, getPage} from './pages';
import {DocsSearch, MAX_QUERY_LENGTH, searchDocs} from './search';
import {ToolInputError, structuredToolResult, toolResult} from './tool-result';
import {registerPrompts, registerResources} from './resources';
import {formatMigration, migrateFields} from './migrate';
import {
  MAX_FIELDS_BYTES,
  formatValidation,
  jsonKind,
  notAFieldArray,
  parseFields,
  validateFields,
  validateSource,
} from './validate';

const kitNames = kits.map((kit) => kit.name) as [KitName, ...KitName[]];

/** A kit parameter: the registry's kit names, and a message naming them for any other value. */
const kitParameter = (description: string) =>
  z
    .enum(kitNames, {
      error: (issue) => `${JSON.stringify(issue.input)} is not a UI kit; pass one of ${kitNames.join(', ')}.`,
    })
    .describe(description);

const readOnly = {readOnlyHint: true, openWorldHint: false} as const;

/** The longest page path, example name or type name a tool takes: far beyond any real one. */
const MAX_NAME_LENGTH = 500;

/** The most names a list of the app's registrations holds. */
const MAX_NAMES = 1000;

const INSTRUCTIONS = `The documentation of Formly 7 (@ngx-formly/*), JSON-powered dynamic forms for Angular, offline.
Start with search_docs, then read pages with get_page. Examples run in several UI kits (${kitNames.join(', ')}): list_examples, then get_example with the kit of the project.
Before writing a field configuration, look up its type with get_field_type; check what you wrote with validate_config.`;

const issueOutput = z.object({
  path: z.string().describe('Where, as code writes it: fields[0].props.label.'),
  severity: z.enum(['error', 'warning']),
  message: z.string().describe('What is wrong and how to fix it.'),
  checks: z
    .array(z.enum(['schema', 'formly']))
    .describe("Which check found it: the kit's schema, Formly 7.1.0, or both."),
});

/** validate_config's structured answer (ValidationResult). */
const validationOutput = {
  valid: z.boolean().describe('No error and no warning.'),
  errors: z.number().int(),
  warnings: z.number().int(),
  fieldCount: z.number().int().describe('The top-level fields checked.'),
  checks: z.array(z.enum(['schema', 'formly'])).describe('The checks that ran.'),
  issues: z.array(issueOutput),
  arrays: z
    .array(z.object({name: z.string(), line: z.number().int()}))
    .optional()
    .describe('For TypeScript input, the field arrays found, with the line each starts on.'),
};

/** get_field_type's structured answer (FieldTypeFacts). */
const fieldTypeOutput = {
  kit: z.string(),
  name: z.string(),
  registeredBy: z.string().describe('The package that registers it: the kit, or @ngx-formly/core in every app.'),
  inMainFeature: z.boolean(),
  feature: z.object({name: z.string(), importPath: z.string()}).optional(),
  apiPage: z.string().optional(),
  component: z.string().optional(),
  extends: z.string().optional(),
  wrappers: z.array(z.string()),
  defaultOptions: z.string().optional(),
  props: z.array(
    z.object({name: z.string(), type: z.string(), description: z.string(), deprecation: z.string().optional()}),
  ),
};

/** The MCP server of the Formly docs, answering from `data` (mcp/dist/data.json). */
export function createDocsServer(data: DocsData, version: string): McpServer {
  const server = new McpServer({name: 'formly-docs', version}, {instructions: INSTRUCTIONS});
  const search = new DocsSearch(data);
  const pages = new PageCatalog(data, search);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Formly docs',
      description:
        'Searches the Formly 7 documentation (guides, UI kit pages, examples, API reference) with the same engine and ranking as the site search. Returns the 10 best sections, each with its title, URL, the URL of its page as Markdown, the page path for get_page and a snippet of its text (matched words in bold).',
      inputSchema: {
        query: z
          .string()
          .max(MAX_QUERY_LENGTH, `The query is longer than ${MAX_QUERY_LENGTH} characters: use a few keywords.`)
          .describe(
            'Words to look for, such as "async validation", "FormlyFieldConfig hide" or "material datepicker".',
          ),
      },
      annotations: readOnly,
    },
    ({query}) => toolResult(() => searchDocs(search, query)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description: `Returns a page of the Formly docs as Markdown, code examples included. Takes its path ("/docs/guide/validation", "docs/guide/validation.md") or its URL (${data.siteUrl}docs/guide/validation). search_docs finds pages; an unknown path gets the closest ones.`,
      inputSchema: {
        path: z
          .string()
          .max(MAX_NAME_LENGTH, `A page path or URL is at most ${MAX_NAME_LENGTH} characters.`)
          .describe('Path or URL of the page, such as "/docs/guide/validation".'),
      },
      annotations: readOnly,
    },
    ({path}) => toolResult(() => getPage(pages, path)),
  );

  server.registerTool(
    'list_examples',
    {
      title: 'List the runnable examples',
      description:
        'Lists the live examples of the docs: name, title, description, the UI kits each runs in and its docs page. With kit, only those that run in that kit.',
      inputSchema: {
        kit: kitParameter('Only the examples that run in this UI kit.').optional(),
      },
      annotations: readOnly,
    },
    ({kit}) => toolResult(() => listExamples(data, pages, kit)),
  );

  server.registerTool(
    'get_example',
    {
      title: 'Get the files of an example',
      description:
        "Returns the source files of a live example (app.ts, app.config.ts, templates, extra files) for one UI kit. Most examples run in several kits: for a kit other than the one it is written for, app.config.ts is the one generated for that kit. Names come from list_examples, such as 'validation/custom-validation'.",
      inputSchema: {
        name: z
          .string()
          .max(MAX_NAME_LENGTH, `An example name is at most ${MAX_NAME_LENGTH} characters.`)
          .describe('The example name from list_examples, such as "validation/custom-validation".'),
        kit: kitParameter('The UI kit to get the files for; by default the kit the example is written for.').optional(),
      },
      annotations: readOnly,
    },
    ({name, kit}) => toolResult(() => getExample(data, pages, name, kit)),
  );

  server.registerTool(
    'get_field_type',
    {
      title: 'Look up a field type of a UI kit',
      description:
        "Describes a field type a UI kit registers (input, select, datepicker, …): its props with their TypeScript types and descriptions, its wrappers, its default options, whether the kit feature registers it, and its API page. An unknown type gets the list of the kit's types.",
      inputSchema: {
        kit: kitParameter('The UI kit, such as "material".'),
        type: z
          .string()
          .max(MAX_NAME_LENGTH, `A field type name is at most ${MAX_NAME_LENGTH} characters.`)
          .describe('The field type name, as written in a field\'s "type", such as "input" or "datepicker".'),
      },
      outputSchema: fieldTypeOutput,
      annotations: readOnly,
    },
    ({kit, type}) => structuredToolResult(() => getFieldType(data, pages, kit, type)),
  );

  const names = (description: string) =>
    z
      .array(z.string().max(MAX_NAME_LENGTH, `A name is at most ${MAX_NAME_LENGTH} characters.`))
      .max(MAX_NAMES, `At most ${MAX_NAMES} names.`)
      .optional()
      .describe(description);
  const jsonObject = (description: string) =>
    z
      .record(z.string(), z.unknown(), {error: (issue) => `must be a JSON object; it is ${jsonKind(issue.input)}.`})
      .optional()
      .describe(description);

  server.registerTool(
    'validate_config',
    {
      title: 'Check a field configuration',
      description: `Checks a Formly field configuration (a FormlyFieldConfig[]) twice. The schema check reads it against the JSON Schema of a UI kit: unknown keys (with the likely intended one), types and wrappers the kit does not register, props of the wrong type, deprecated keys with their replacement. The Formly check builds the form with @ngx-formly/core 7.1.0 and the kit's types and wrappers, as <formly-form> does, and reports what Formly throws or logs (a type, wrapper or validator it cannot find, an expression it cannot parse, a validators shape it cannot read), expressions keys that set no member of the field, model paths the expressions read that no field has (the model inside a keyed group is the group's own), props the kit's type does not read but has one close to (a misspelling), keys two fields share, array types without fieldArray, modelOptions values Angular does not know, options that are not an array. Each issue names its path, the fix, and which check found it. Takes JSON (at most ${MAX_FIELDS_BYTES / 1024} KB; functions cannot be sent as JSON, so leave them out) or, with language "typescript", the text of a .ts file: every field array it writes is checked, what the code computes left out of the form Formly builds, and each issue names its line.`,
      inputSchema: {
        kit: kitParameter('The UI kit the form uses, such as "bootstrap".'),
        fields: z
          .union([z.array(z.unknown()), z.string()], {
            error: (issue) => notAFieldArray(jsonKind(issue.input)),
          })
          .describe(
            'The field array, as a JSON array or as its JSON text; with language "typescript", the text of a .ts file that writes field arrays.',
          ),
        language: z
          .enum(['json', 'typescript'])
          .optional()
          .describe(
            'How to read fields given as text: "json" (the default), or "typescript": every property or constant typed FormlyFieldConfig[] (or named fields) whose value is an array literal is checked, and each issue names its line.',
          ),
        customTypes: names('Names of field types the app registers itself, which the kit does not have.'),
        customWrappers: names('Names of wrappers the app registers itself.'),
        customValidators: names(
          'Names of validators the app registers itself (provideFormlyCore({validators})), which fields name in validators.validation.',
        ),
        presets: names(
          'Names of presets the app registers (provideFormlyCore({presets})), which fields use as type "#name".',
        ),
        arrayTypes: names(
          'Which of customTypes extend FieldArrayType (such as "repeat"): their fields need fieldArray.',
        ),
        model: jsonObject('The model the form starts with, which the expressions read while Formly builds the form.'),
        formState: jsonObject('options.formState, which the expressions read as formState.'),
        schemaOnly: z
          .boolean()
          .optional()
          .describe(
            "Only the schema check, as an editor with the kit's JSON Schema sees it; by default Formly builds the form too.",
          ),
      },
      outputSchema: validationOutput,
      annotations: readOnly,
    },
    ({kit, fields, language, ...options}) =>
      structuredToolResult(() => {
        if (language === 'typescript') {
          if (typeof fields !== 'string') {
            throw new ToolInputError('With language "typescript", fields is the text of a .ts file, a string.');
          }
          const result = validateSource(data, kit, fields, options);
          const found = result.arrays.map((array) => `${array.name} (line ${array.line})`).join(', ');
          return {text: `Field arrays found: ${found}.\n${formatValidation(data, kit, result)}`, structured: result};
        }
        const result = validateFields(data, kit, fields, options);
        return {text: formatValidation(data, kit, result), structured: result};
      }),
  );

  server.registerTool(
    'migrate_config',
    {
      title: 'Migrate a field configuration to Formly 7',
      description: `Rewrites a Formly 5 or 6 field configuration (FormlyFieldConfig[]) for Formly 7: templateOptions becomes props, hideExpression becomes expressions.hide, expressionProperties becomes expressions (templateOptions.x keys become props.x), the props and validation messages minlength and maxlength become minLength and maxLength. Returns the new configuration as JSON, every change with its path, what to change in your code by hand, and, with kit, what validate_config says of the result. Reads at most ${MAX_FIELDS_BYTES / 1024} KB of JSON.`,
      inputSchema: {
        fields: z
          .union([z.array(z.unknown()), z.string()], {
            error: (issue) => notAFieldArray(jsonKind(issue.input)),
          })
          .describe('The Formly 5 or 6 field array, as a JSON array or as its JSON text.'),
        kit: kitParameter('The UI kit the form uses: the result is then checked as validate_config does.').optional(),
        customTypes: names('Names of field types the app registers itself, for the check of the result.'),
        customWrappers: names('Names of wrappers the app registers itself, for the check of the result.'),
      },
      outputSchema: {
        fields: z.array(z.unknown()).describe('The configuration for Formly 7.'),
        changes: z.array(z.object({path: z.string(), message: z.string()})),
        notes: z.array(z.string()).describe('What to change by hand in code the JSON does not hold.'),
        check: z.object(validationOutput).optional().describe("validate_config's answer on the result, with kit."),
      },
      annotations: readOnly,
    },
    ({fields, kit, customTypes, customWrappers}) =>
      structuredToolResult(() => {
        const migration = migrateFields(parseFields(fields));
        const check = kit ? validateFields(data, kit, migration.fields, {customTypes, customWrappers}) : undefined;
        return {
          text: formatMigration(migration, kit && check ? formatValidation(data, kit, check) : undefined),
          structured: {...migration, ...(check ? {check} : {})},
        };
      }),
  );

  registerResources(server, data);
  registerPrompts(server);

  return server;
}
