import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {kits, type KitName} from '../../lib/kits';
import type {DocsData} from './docs-data';
import {getExample, listExamples} from './examples';
import {getFieldType} from './field-types';
import {PageCatalog, getPage} from './pages';
import {DocsSearch, MAX_QUERY_LENGTH, searchDocs} from './search';
import {toolResult} from './tool-result';
import {MAX_FIELDS_BYTES, jsonKind, notAFieldArray, validateConfig} from './validate';

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

const INSTRUCTIONS = `The documentation of Formly 7 (@ngx-formly/*), JSON-powered dynamic forms for Angular, offline.
Start with search_docs, then read pages with get_page. Examples run in several UI kits (${kitNames.join(', ')}): list_examples, then get_example with the kit of the project.
Before writing a field configuration, look up its type with get_field_type; check what you wrote with validate_config.`;

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
      annotations: readOnly,
    },
    ({kit, type}) => toolResult(() => getFieldType(data, pages, kit, type)),
  );

  server.registerTool(
    'validate_config',
    {
      title: 'Check a field configuration',
      description: `Checks a Formly field configuration (a FormlyFieldConfig[]) against the JSON Schema of a UI kit: unknown keys (with the likely intended one), types and wrappers the kit does not register, props of the wrong type, and deprecated keys with their replacement. Each issue names its path and how to fix it. Reads at most ${MAX_FIELDS_BYTES / 1024} KB of JSON; functions and expressions written as code cannot be sent as JSON, so leave them out.`,
      inputSchema: {
        kit: kitParameter('The UI kit the form uses, such as "bootstrap".'),
        fields: z
          .union([z.array(z.unknown()), z.string()], {
            error: (issue) => notAFieldArray(jsonKind(issue.input)),
          })
          .describe('The field array, as a JSON array or as its JSON text.'),
        customTypes: z
          .array(z.string())
          .optional()
          .describe('Names of field types the app registers itself, which the kit does not have.'),
        customWrappers: z.array(z.string()).optional().describe('Names of wrappers the app registers itself.'),
      },
      annotations: readOnly,
    },
    ({kit, fields, customTypes, customWrappers}) =>
      toolResult(() => validateConfig(data, kit, fields, {customTypes, customWrappers})),
  );

  return server;
}
