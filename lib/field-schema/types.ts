/**
 * The shape of the JSON Schema of a kit's field configurations (a `FormlyFieldConfig[]`), as
 * lib/field-schema/generate.ts writes it from the typings. Plain types only: the browser (the
 * playground's editor and checks), the MCP server and the site build all read it.
 */

/** One property: its TypeScript type as the typings spell it and the first sentence of its doc comment. */
export interface PropertySchema {
  description: string;
  /** JSON Schema type(s) when the TypeScript type is made of plain strings, numbers and booleans only. */
  type?: JsonPrimitive | JsonPrimitive[];
  /** The allowed values when the TypeScript type is a union of string literals. */
  enum?: string[];
  'x-typescript': string;
  /** Set for members the typings mark `@deprecated`; editors strike them through. */
  deprecated?: true;
  /** What to write instead, from the `@deprecated` note (VS Code shows this text). */
  deprecationMessage?: string;
}

export type JsonPrimitive = 'string' | 'number' | 'boolean';

/** `fieldGroup` (items: fields) and `wrappers` (items: the kit's wrapper names). */
export interface FieldArrayProperty {
  type: 'array';
  items: {$ref: string} | {type: 'string'; enum: string[]};
  description: string;
  'x-typescript': string;
}

export type MemberSchema =
  PropertySchema | {$ref: string; description: string; 'x-typescript': string} | FieldArrayProperty;

export interface ObjectSchema {
  type: 'object';
  properties: Record<string, MemberSchema>;
  additionalProperties?: false;
  allOf?: {if: {properties: {type: {const: string}}; required: ['type']}; then: {properties: PropsOfType}}[];
}

type PropsOfType = Record<'props' | 'templateOptions', {$ref: string}>;

export interface FieldArraySchema {
  $schema: 'http://json-schema.org/draft-07/schema#';
  /** Where the schema is served: `<site>/schemas/v7/<kit>.json`. */
  $id?: string;
  title: string;
  description: string;
  type: 'array';
  items: {$ref: '#/definitions/field'};
  /** `field` (a FormlyFieldConfig) and `props:<type>` for each registered type. */
  definitions: {field: ObjectSchema} & Record<string, ObjectSchema>;
  /** The package whose types and wrappers the schema lists. */
  'x-package': string;
  /** The wrapper names the kit registers. */
  'x-wrappers': string[];
  /**
   * What an app registers besides the kit (withAppRegistrations): in the schema's lists of types and
   * wrappers, but not the package's, so that messages do not name them as the kit's.
   */
  'x-app-registrations'?: {types: string[]; wrappers: string[]; validators?: string[]};
}

/** The types @ngx-formly/core registers in every app (provideFormlyCore), whatever the kit. */
export const formlyCoreTypes: readonly string[] = ['formly-group', 'formly-template'];

/** The definition holding the props of a field type. */
export const propsDefinition = (type: string) => `props:${type}`;

/** The field types a schema accepts in `type`. */
export function typeNamesOf(schema: FieldArraySchema): string[] {
  return (schema.definitions.field.properties.type as PropertySchema).enum ?? [];
}
