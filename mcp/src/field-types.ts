import {kitByName, type KitName} from '../../lib/kits';
import type {DocsData, FieldTypeData, KitData} from './docs-data';
import type {PageCatalog} from './pages';
import {ToolInputError, codeBlock} from './tool-result';

/**
 * Every type name a field may use with a kit: the kit's own, then those @ngx-formly/core registers in
 * every app. get_field_type, the skills and (through the schema, tests/mcp/kit-types.test.ts) the
 * validate_config checks give this one answer.
 */
export function kitTypeNames(kitData: KitData): string[] {
  return [...kitData.types.map((type) => type.name), ...kitData.coreTypes.map((type) => type.name)];
}

function typeNotFound(data: DocsData, kit: KitName, type: string): ToolInputError {
  const spec = kitByName(kit);
  const {wrappers} = data.kits[kit];
  const wrapper = wrappers.find((candidate) => candidate.name === type);
  return new ToolInputError(
    [
      wrapper
        ? `"${type}" is a wrapper of ${spec.label}, not a field type: its API page is get_page "${wrapper.page}".`
        : `${spec.label} (${spec.package}) has no field type "${type}".`,
      `Its field types: ${kitTypeNames(data.kits[kit]).join(', ')}.`,
      `Its wrappers: ${wrappers.map((candidate) => candidate.name).join(', ')}.`,
    ].join(' '),
  );
}

function propLines(type: FieldTypeData): string[] {
  return type.props.map((prop) => {
    const description = prop.description ? `: ${prop.description}` : '';
    const deprecation = prop.deprecation ? ` Deprecated: ${prop.deprecation}` : '';
    return `- \`${prop.name}\` (\`${prop.type}\`)${description}${deprecation}`;
  });
}

/** get_field_type's structured answer (its outputSchema in server.ts). */
export interface FieldTypeFacts {
  kit: KitName;
  name: string;
  /** Who registers it: the kit's package, or @ngx-formly/core in every app. */
  registeredBy: string;
  /** Whether the kit's main feature function (or provideFormlyCore, for a core type) registers it. */
  inMainFeature: boolean;
  feature?: {name: string; importPath: string};
  apiPage?: string;
  component?: string;
  extends?: string;
  wrappers: string[];
  defaultOptions?: string;
  /** The props its typings declare; none for a kit without a published package. */
  props: {name: string; type: string; description: string; deprecation?: string}[];
}

/** get_field_type: its text and its structured answer. */
export function getFieldType(
  data: DocsData,
  pages: PageCatalog,
  kit: KitName,
  typeName: string,
): {text: string; structured: FieldTypeFacts} {
  const spec = kitByName(kit);
  const kitData = data.kits[kit];
  const name = typeName.trim();
  const type = kitData.types.find((candidate) => candidate.name === name);
  const coreType = kitData.coreTypes.find((candidate) => candidate.name === name);
  const page = pages.get((type ?? coreType)?.page ?? '');
  const text = fieldTypeText(data, pages, kit, typeName);
  if (coreType) {
    return {
      text,
      structured: {
        kit,
        name,
        registeredBy: '@ngx-formly/core',
        inMainFeature: true,
        ...(page ? {apiPage: page.url} : {}),
        wrappers: [],
        props: [],
      },
    };
  }
  return {
    text,
    structured: {
      kit,
      name,
      registeredBy: spec.package,
      inMainFeature: type!.inMainFeature,
      ...(type!.feature ? {feature: type!.feature} : {}),
      ...(page ? {apiPage: page.url} : {}),
      ...(type!.component ? {component: type!.component} : {}),
      ...(type!.extends ? {extends: type!.extends} : {}),
      wrappers: type!.wrappers,
      ...(type!.defaultOptions ? {defaultOptions: type!.defaultOptions} : {}),
      props: type!.props,
    },
  };
}

function fieldTypeText(data: DocsData, pages: PageCatalog, kit: KitName, typeName: string): string {
  const spec = kitByName(kit);
  const kitData = data.kits[kit];
  const type = kitData.types.find((candidate) => candidate.name === typeName.trim());
  const coreType = kitData.coreTypes.find((candidate) => candidate.name === typeName.trim());
  if (coreType) {
    const page = pages.get(coreType.page);
    return [
      `# Field type "${coreType.name}" in ${spec.label} (${spec.package})`,
      '',
      ...(page ? [`API page: ${page.url} (Markdown: ${page.markdownUrl})`] : []),
      `Registered by @ngx-formly/core itself (provideFormlyCore), in every app whatever the kit: ${spec.package} does not register it and need not.`,
      ...(kitData.schemaUrl ? [`JSON Schema of ${spec.label} field configurations: ${kitData.schemaUrl}`] : []),
      '',
      '## Props',
      '',
      `The typings declare no props for "${coreType.name}".`,
    ].join('\n');
  }
  if (!type) {
    throw typeNotFound(data, kit, typeName);
  }
  const page = pages.get(type.page);
  const ownFeature = type.feature ? `${type.feature.name}() from '${type.feature.importPath}'` : undefined;
  const registration = type.inMainFeature
    ? `Registered by ${spec.feature}()${ownFeature ? `, and on its own by ${ownFeature}` : ''}.`
    : `Not registered by ${spec.feature}(): add ${ownFeature ?? 'the feature its API page names'} to provideFormlyCore([...]).`;
  const props = kitData.schema
    ? type.props.length
      ? [`## Props (${type.props.length})`, '', ...propLines(type)]
      : ['## Props', '', `The typings declare no props for "${type.name}".`]
    : ['## Props', '', `${spec.label} has no published 7.x package to read props from: its API page lists them.`];
  return [
    `# Field type "${type.name}" in ${spec.label} (${spec.package})`,
    '',
    ...(page ? [`API page: ${page.url} (Markdown: ${page.markdownUrl})`] : []),
    registration,
    ...(type.component ? [`Component: ${type.component}`] : []),
    ...(type.extends ? [`Extends: the "${type.extends}" type`] : []),
    `Wrappers: ${type.wrappers.length ? type.wrappers.join(', ') : 'none'}`,
    ...(type.defaultOptions ? ['Default options:', codeBlock(type.defaultOptions, 'ts')] : []),
    ...(kitData.schemaUrl ? [`JSON Schema of ${spec.label} field configurations: ${kitData.schemaUrl}`] : []),
    '',
    ...props,
  ].join('\n');
}
