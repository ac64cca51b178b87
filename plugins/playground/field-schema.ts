/**
 * A JSON Schema of a playground field array for each kit, generated at build
 * time from the installed 7.1 typings: the members of FormlyFieldConfig, and
 * for every type a kit registers the props its component declares. The editor
 * completes and checks field configurations with it (see field-schema-client.ts).
 */
import {exportedSubpaths} from '../../lib/typings/export-resolution';
import {TypingsReader, type DocComment} from '../../lib/typings/typings';
import {readFeatures, type TypeRegistration} from '../../lib/typings/registrations';
import {playgroundKits, type PlaygroundKit} from '../../lib/playground-protocol';

/** One property: its TypeScript type as the typings spell it and the first sentence of its doc comment. */
export interface PropertySchema {
  description: string;
  /** JSON Schema type when the TypeScript type is a plain string, number or boolean. */
  type?: 'string' | 'number' | 'boolean';
  'x-typescript': string;
}

export interface ObjectSchema {
  type: 'object';
  properties: Record<
    string,
    PropertySchema | {$ref: string} | {type: 'array'; items: {$ref: string}; description: string}
  >;
  additionalProperties?: false;
  allOf?: {if: {properties: {type: {const: string}}}; then: {properties: {props: {$ref: string}}}}[];
}

export interface FieldArraySchema {
  $schema: 'http://json-schema.org/draft-07/schema#';
  title: string;
  type: 'array';
  items: {$ref: '#/definitions/field'};
  /** `field` (a FormlyFieldConfig) and `props:<type>` for each registered type. */
  definitions: {field: ObjectSchema} & Record<string, ObjectSchema>;
  /** The wrapper names the kit registers. */
  'x-wrappers': string[];
}

/** Types every playground frame registers besides the kit's: Formly core's and the JSON Schema ones. */
const frameTypes: Record<string, string | null> = {
  'formly-group': null,
  'formly-template': null,
  object: null,
  multischema: null,
  array: null,
  null: null,
};

/** Members Formly sets on a built field; a configuration does not write them. */
const runtimeMembers = new Set(['get', 'model', 'parent', 'options', 'form', 'formControl']);

function summary(doc: DocComment): string {
  const text = doc.text.replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[.!?](\s|$)/.exec(text);
  return (sentence ? sentence[0] : text).trim();
}

function propertySchema(type: string, doc: DocComment): PropertySchema {
  const plain = type === 'string' || type === 'number' || type === 'boolean' ? type : undefined;
  return {description: summary(doc), ...(plain ? {type: plain} : {}), 'x-typescript': type};
}

function importPathsOf(kit: PlaygroundKit): string[] {
  const packageName = `@ngx-formly/${kit}`;
  return [packageName, ...exportedSubpaths(packageName).map((subpath) => `${packageName}/${subpath}`)];
}

export function buildFieldSchemas(): Record<PlaygroundKit, FieldArraySchema> {
  const kitPaths = Object.fromEntries(playgroundKits.map((kit) => [kit, importPathsOf(kit)])) as Record<
    PlaygroundKit,
    string[]
  >;
  const reader = new TypingsReader(['@ngx-formly/core', ...Object.values(kitPaths).flat()]);
  const fieldConfig = reader
    .readEntryPoint('@ngx-formly/core')
    .symbols.find((symbol) => symbol.exportName === 'FormlyFieldConfig');
  if (!fieldConfig) {
    throw new Error(
      '@ngx-formly/core no longer exports FormlyFieldConfig: the playground cannot describe field configurations.',
    );
  }
  const members = fieldConfig.members.filter(
    (member) => member.kind === 'property' && !member.name.startsWith('_') && !runtimeMembers.has(member.name),
  );

  const schemas = {} as Record<PlaygroundKit, FieldArraySchema>;
  for (const kit of playgroundKits) {
    const registrations: {type: TypeRegistration; importPath: string}[] = [];
    const wrappers = new Set<string>();
    for (const importPath of kitPaths[kit]) {
      for (const feature of readFeatures(importPath)) {
        feature.types.forEach((type) => registrations.push({type, importPath}));
        feature.wrappers.forEach((wrapper) => wrappers.add(wrapper.name));
      }
    }
    const propsOf = new Map<string, ObjectSchema>();
    const byName = new Map(registrations.map((entry) => [entry.type.name, entry]));
    const resolve = (name: string, seen = new Set<string>()): ObjectSchema => {
      const entry = byName.get(name);
      if (!entry || seen.has(name)) {
        return {type: 'object', properties: {}};
      }
      seen.add(name);
      if (entry.type.component) {
        const props = reader.readComponentProps(entry.type.component, entry.importPath);
        return {
          type: 'object',
          properties: Object.fromEntries(props.map((prop) => [prop.name, propertySchema(prop.type, prop.doc)])),
        };
      }
      return entry.type.extends ? resolve(entry.type.extends, seen) : {type: 'object', properties: {}};
    };
    for (const name of byName.keys()) {
      propsOf.set(name, resolve(name));
    }
    const typeNames = [...new Set([...byName.keys(), ...Object.keys(frameTypes)])].sort();
    const definitions: Record<string, ObjectSchema> = {};
    for (const [name, schema] of propsOf) {
      definitions[`props:${name}`] = schema;
    }
    const properties: ObjectSchema['properties'] = {};
    for (const member of members) {
      if (member.name === 'fieldGroup' || member.name === 'fieldArray') {
        properties[member.name] =
          member.name === 'fieldGroup'
            ? {type: 'array', items: {$ref: '#/definitions/field'}, description: summary(member.doc)}
            : {$ref: '#/definitions/field'};
        continue;
      }
      properties[member.name] = propertySchema(member.type, member.doc);
    }
    (properties.type as PropertySchema & {enum?: string[]}).enum = typeNames;
    schemas[kit] = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: `Formly field configurations (${kit})`,
      type: 'array',
      items: {$ref: '#/definitions/field'},
      definitions: {
        ...definitions,
        field: {
          type: 'object',
          properties,
          additionalProperties: false,
          allOf: [...propsOf.keys()].map((name) => ({
            if: {properties: {type: {const: name}}},
            then: {properties: {props: {$ref: `#/definitions/props:${name}`}}},
          })),
        },
      },
      'x-wrappers': [...wrappers].sort(),
    };
  }
  return schemas;
}
