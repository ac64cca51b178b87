/**
 * A JSON Schema of `FormlyFieldConfig[]` for each UI kit, generated from the installed 7.x
 * typings: the members of FormlyFieldConfig and, for every type the kit registers, the props
 * its component declares. Members the typings mark `@deprecated` carry `deprecated` and the
 * note saying what replaces them. The site serves them at /schemas/v7/<kit>.json; the
 * playground's editor completes and checks with them; the MCP server validates with them.
 */
import {exportedSubpaths} from '../typings/export-resolution';
import {TypingsReader, type DocComment} from '../typings/typings';
import {DocRewordings, PropDescriptions} from '../typings/notes';
import type {AppRegistrations} from './check';
import {readFeatures, type TypeRegistration} from '../typings/registrations';
import {kits, type KitSpec} from '../kits';
import {
  formlyCoreTypes,
  propsDefinition,
  type FieldArrayProperty,
  type FieldArraySchema,
  type JsonPrimitive,
  type MemberSchema,
  type ObjectSchema,
  type PropertySchema,
} from './types';

/** Where a kit's schema is served, relative to the site's root; `v7` is Formly's major version. */
export const schemaRoute = (kit: SchemaKitName) => `schemas/v7/${kit}.json`;

/** Members Formly sets on a built field; a configuration does not write them. */
const runtimeMembers = new Set(['get', 'model', 'parent', 'options', 'form', 'formControl']);

function summary(doc: DocComment): string {
  const text = doc.text.replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[.!?](\s|$)/.exec(text);
  return (sentence ? sentence[0] : text).trim();
}

const primitives = new Set<string>(['string', 'number', 'boolean']);

/** Splits a TypeScript union at its top level: `'a' | (b | c)[]` → [`'a'`, `(b | c)[]`]. */
function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < type.length; index++) {
    const char = type[index];
    if ('([{<'.includes(char)) depth++;
    else if (')]}>'.includes(char)) depth--;
    else if (char === '|' && depth === 0) {
      members.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  members.push(type.slice(start).trim());
  return members.filter(Boolean);
}

/** The JSON Schema constraint a TypeScript type allows a JSON value to meet, when JSON can express it exactly. */
function jsonConstraint(type: string): Pick<PropertySchema, 'type' | 'enum'> {
  const members = unionMembers(type).filter((member) => member !== 'undefined');
  const literals = members.filter((member) => /^'[^']*'$/.test(member)).map((member) => member.slice(1, -1));
  const plain = members.filter((member) => primitives.has(member)) as JsonPrimitive[];
  if (literals.length + plain.length !== members.length || members.length === 0) {
    return {};
  }
  if (plain.length === 0) {
    return {enum: literals};
  }
  return {type: plain.length === 1 ? plain[0] : plain};
}

/** `Use \`props\` instead.` → the note as the typings word it, or a plain one when the tag is bare. */
function deprecation(name: string, doc: DocComment): Pick<PropertySchema, 'deprecated' | 'deprecationMessage'> {
  if (doc.deprecated === undefined) {
    return {};
  }
  const words = doc.deprecated.replace(/\s+/g, ' ').trim();
  const note = words && !/[.!?]$/.test(words) ? `${words}.` : words;
  return {
    deprecated: true,
    deprecationMessage: note
      ? `"${name}" is deprecated in Formly 7: ${note.charAt(0).toLowerCase()}${note.slice(1)}`
      : `"${name}" is deprecated in Formly 7 and has no replacement; leave it out.`,
  };
}

function propertySchema(name: string, type: string, doc: DocComment): PropertySchema {
  return {description: summary(doc), ...jsonConstraint(type), 'x-typescript': type, ...deprecation(name, doc)};
}

function importPathsOf(kit: KitSpec): string[] {
  return [kit.package, ...exportedSubpaths(kit.package).map((subpath) => `${kit.package}/${subpath}`)];
}

/** The kits with a schema: those whose 7.x package is published, since the schema is read from its typings. */
type PublishedKit = Extract<(typeof kits)[number], {published: true}>;
export const schemaKits = kits.filter((kit): kit is PublishedKit => kit.published);
export type SchemaKitName = (typeof schemaKits)[number]['name'];

/** The schema of every published kit, from one read of the typings (a few seconds). */
export function buildFieldSchemas(options: {siteUrl?: string} = {}): Record<SchemaKitName, FieldArraySchema> {
  const kitPaths = new Map(schemaKits.map((kit) => [kit.name, importPathsOf(kit)]));
  const reader = new TypingsReader(['@ngx-formly/core', ...[...kitPaths.values()].flat()]);
  const coreApi = reader.readEntryPoint('@ngx-formly/core');
  // The API pages' words: the site's rewording of some doc comments, hand-written text for props without one.
  new DocRewordings().apply(coreApi);
  const propDescriptions = new PropDescriptions();
  const fieldConfig = coreApi.symbols.find((symbol) => symbol.exportName === 'FormlyFieldConfig');
  if (!fieldConfig) {
    throw new Error(
      '@ngx-formly/core no longer exports FormlyFieldConfig: no schema can describe field configurations.',
    );
  }
  const members = fieldConfig.members.filter(
    (member) => member.kind === 'property' && !member.name.startsWith('_') && !runtimeMembers.has(member.name),
  );

  const schemas = {} as Record<SchemaKitName, FieldArraySchema>;
  for (const kit of schemaKits) {
    const registrations = new Map<string, {type: TypeRegistration; importPath: string}>();
    const wrappers = new Set<string>();
    for (const importPath of kitPaths.get(kit.name)!) {
      for (const feature of readFeatures(importPath)) {
        feature.types.forEach((type) => registrations.set(type.name, {type, importPath}));
        feature.wrappers.forEach((wrapper) => wrappers.add(wrapper.name));
      }
    }
    const resolve = (name: string, seen = new Set<string>()): ObjectSchema => {
      const entry = registrations.get(name);
      if (!entry || seen.has(name)) {
        return {type: 'object', properties: {}};
      }
      seen.add(name);
      if (entry.type.component) {
        const props = reader.readComponentProps(entry.type.component, entry.importPath);
        return {
          type: 'object',
          properties: Object.fromEntries(
            props.map((prop) => [
              prop.name,
              propertySchema(prop.name, prop.type, {...prop.doc, text: propDescriptions.describe(prop)}),
            ]),
          ),
        };
      }
      return entry.type.extends ? resolve(entry.type.extends, seen) : {type: 'object', properties: {}};
    };
    const definitions: Record<string, ObjectSchema> = {};
    for (const name of registrations.keys()) {
      definitions[propsDefinition(name)] = resolve(name);
    }
    const properties: Record<string, MemberSchema> = {};
    for (const member of members) {
      if (member.name === 'fieldGroup') {
        properties.fieldGroup = {
          type: 'array',
          items: {$ref: '#/definitions/field'},
          description: summary(member.doc),
          'x-typescript': member.type,
        };
      } else if (member.name === 'fieldArray') {
        properties.fieldArray = {
          $ref: '#/definitions/field',
          description: summary(member.doc),
          'x-typescript': member.type,
        };
      } else {
        properties[member.name] = propertySchema(member.name, member.type, member.doc);
      }
    }
    // JSON names types and wrappers by string: the ones the kit registers (an app adds its own to a copy).
    properties.type = {
      ...(properties.type as PropertySchema),
      type: 'string',
      enum: [...new Set([...registrations.keys(), ...formlyCoreTypes])].sort(),
    };
    properties.wrappers = {
      type: 'array',
      items: {type: 'string', enum: [...wrappers].sort()},
      description: (properties.wrappers as PropertySchema).description,
      'x-typescript': (properties.wrappers as PropertySchema)['x-typescript'],
    };
    schemas[kit.name] = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      ...(options.siteUrl ? {$id: new URL(schemaRoute(kit.name), options.siteUrl).href} : {}),
      title: `Formly ${kit.label} field configurations`,
      description: `A FormlyFieldConfig[] for @ngx-formly/core 7 with ${kit.package}: the field types and wrappers the kit registers and the props their components read.`,
      type: 'array',
      items: {$ref: '#/definitions/field'},
      definitions: {
        ...definitions,
        field: {
          type: 'object',
          properties,
          additionalProperties: false,
          allOf: [...registrations.keys()].map((name) => ({
            if: {properties: {type: {const: name}}, required: ['type']},
            then: {
              properties: {
                props: {$ref: `#/definitions/${propsDefinition(name)}`},
                templateOptions: {$ref: `#/definitions/${propsDefinition(name)}`},
              },
            },
          })),
        },
      },
      'x-package': kit.package,
      'x-wrappers': [...wrappers].sort(),
    };
  }
  return schemas;
}

/** A copy of `schema` that also accepts the types and wrappers an app (such as the playground's frame) registers itself. */
export function withAppRegistrations(schema: FieldArraySchema, registrations: AppRegistrations): FieldArraySchema {
  const field = schema.definitions.field;
  const type = field.properties.type as PropertySchema;
  const wrappers = field.properties.wrappers as FieldArrayProperty;
  const names = (own: readonly string[], added: readonly string[] = []) => [...new Set([...own, ...added])].sort();
  const wrapperNames = names(schema['x-wrappers'], registrations.wrappers);
  const added = (own: readonly string[], more: readonly string[] = []) =>
    [...new Set(more)].filter((name) => !own.includes(name)).sort();
  return {
    ...schema,
    definitions: {
      ...schema.definitions,
      field: {
        ...field,
        properties: {
          ...field.properties,
          type: {...type, enum: names(type.enum ?? [], registrations.types)},
          wrappers: {...wrappers, items: {type: 'string', enum: wrapperNames}},
        },
      },
    },
    'x-wrappers': wrapperNames,
    'x-app-registrations': {
      types: added(type.enum ?? [], registrations.types),
      wrappers: added(schema['x-wrappers'], registrations.wrappers),
      ...(registrations.validators && {validators: [...registrations.validators].sort()}),
    },
  };
}
