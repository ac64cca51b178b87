/**
 * What the server offers besides its tools: the docs pages, the kits' JSON Schemas and the Agent
 * Skills as MCP resources, which a client lists and reads (or lets its user attach), and two prompts
 * that start the common tasks: a form for a model in a kit, and a Formly 5/6 configuration moved to 7.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {kits} from '../../lib/kits';
import type {DocsData} from './docs-data';
import {renderSkills} from './skills';

/** The URI scheme of the server's resources: `formly-docs://page/docs/guide/validation`. */
export const RESOURCE_SCHEME = 'formly-docs';

export const resourceUris = {
  page: (path: string) => `${RESOURCE_SCHEME}://page/${path}`,
  schema: (kit: string) => `${RESOURCE_SCHEME}://schema/${kit}.json`,
  skill: (file: string) => `${RESOURCE_SCHEME}://skill/${file}`,
};

export function registerResources(server: McpServer, data: DocsData): void {
  for (const page of data.pages) {
    const uri = resourceUris.page(page.path);
    server.registerResource(
      `page:${page.path}`,
      uri,
      {
        title: page.title,
        description: page.description ?? `The docs page ${page.url} as Markdown.`,
        mimeType: 'text/markdown',
      },
      () => ({contents: [{uri, mimeType: 'text/markdown', text: page.markdown}]}),
    );
  }
  for (const kit of kits) {
    const schema = data.kits[kit.name].schema;
    if (!schema) continue;
    const uri = resourceUris.schema(kit.name);
    server.registerResource(
      `schema:${kit.name}`,
      uri,
      {
        title: `JSON Schema of ${kit.label} field configurations`,
        description: `A FormlyFieldConfig[] for @ngx-formly/core 7 with ${kit.package}: the types, wrappers and props the kit registers${data.kits[kit.name].schemaUrl ? `; the site serves it at ${data.kits[kit.name].schemaUrl}` : ''}.`,
        mimeType: 'application/schema+json',
      },
      () => ({contents: [{uri, mimeType: 'application/schema+json', text: JSON.stringify(schema, null, 2)}]}),
    );
  }
  for (const [file, text] of renderSkills(data)) {
    const uri = resourceUris.skill(file);
    const description = /^description: (.+)$/m.exec(text)?.[1];
    const [skill, ...rest] = file.split('/');
    server.registerResource(
      `skill:${file}`,
      uri,
      {
        title: rest.join('/') === 'SKILL.md' ? `Agent Skill ${skill}` : `${rest.join('/')} of the Agent Skill ${skill}`,
        ...(description ? {description: JSON.parse(description) as string} : {}),
        mimeType: 'text/markdown',
      },
      () => ({contents: [{uri, mimeType: 'text/markdown', text}]}),
    );
  }
}

const kitNames = kits.map((kit) => kit.name).join(', ');

export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'build_form',
    {
      title: 'Build a Formly form for a model',
      description: 'Asks for a Formly 7 field configuration for a model in a UI kit, checked with validate_config.',
      argsSchema: {
        kit: z.string().describe(`The UI kit: one of ${kitNames}.`),
        model: z.string().describe('The model the form edits, as JSON or as a TypeScript interface.'),
        requirements: z.string().optional().describe('What else the form must do (validation, hiding, layout).'),
      },
    },
    ({kit, model, requirements}) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Write a Formly 7 form (a FormlyFieldConfig[] for @ngx-formly/core 7.1.0) in the UI kit "${kit}" that edits this model:`,
              '',
              model,
              '',
              ...(requirements ? [`It must also: ${requirements}`, ''] : []),
              `Use only the field types and props of that kit: look each type up with get_field_type (kit "${kit}"). Put labels, placeholders, options and limits in props. Check the result with validate_config (kit "${kit}", with the model) and fix every error and warning before you answer. Show the app.config.ts set-up of the kit as get_example gives it.`,
            ].join('\n'),
          },
        },
      ],
    }),
  );

  server.registerPrompt(
    'migrate_to_v7',
    {
      title: 'Migrate a field configuration to Formly 7',
      description: 'Asks for a Formly 5 or 6 field configuration moved to Formly 7 with migrate_config, and checked.',
      argsSchema: {
        fields: z
          .string()
          .describe('The Formly 5 or 6 field configuration, as JSON or as the TypeScript that writes it.'),
        kit: z.string().optional().describe(`The UI kit the form uses: one of ${kitNames}.`),
      },
    },
    ({fields, kit}) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              'Move this Formly field configuration to Formly 7:',
              '',
              fields,
              '',
              `Run migrate_config on its JSON part${kit ? ` with kit "${kit}"` : ''} (functions cannot travel as JSON: leave them out and move them by hand as its notes say). Then apply the same changes to the functions: an expressionProperties or hideExpression function took (model, formState, field) and an expressions function takes (field). Check the result with validate_config${kit ? ` (kit "${kit}")` : ''} and list what you changed.`,
            ].join('\n'),
          },
        },
      ],
    }),
  );
}
