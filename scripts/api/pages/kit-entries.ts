/**
 * What the kit index and kit field pages both read about a kit: its kit-wide feature and
 * NgModule, and a summary of each field entry point.
 */
import type {KitFieldPage, KitIndexPage} from '../../../lib/entry-points';
import type {FeatureRegistration} from '../../../lib/typings/registrations';
import {link} from '../render-symbols';
import type {ApiSymbol, EntryPointApi} from '../../../lib/typings/typings';
import type {RenderContext} from './assemble';

export function kitRoot(page: KitIndexPage | KitFieldPage, ctx: RenderContext) {
  const rootApi = ctx.site.api(page.kit.package);
  const rootFeature = ctx.site.featuresOf(page.kit.package)[0];
  const rootModule = rootApi.symbols.find((s) => s.angular?.kind === 'ngmodule');
  if (!rootFeature || !rootModule) throw new Error(`${page.kit.package} has no kit-wide feature or NgModule`);
  return {rootApi, rootFeature, rootModule};
}

export interface EntrySummary {
  importPath: string;
  api: EntryPointApi;
  feature: FeatureRegistration;
  ngModule?: ApiSymbol;
  configInterface?: ApiSymbol;
  typeNames: string[];
  wrapperNames: string[];
  inKitFeature: boolean;
  inKitModule: boolean;
}

export function summarizeEntry(
  importPath: string,
  page: KitIndexPage | KitFieldPage,
  ctx: RenderContext,
): EntrySummary {
  const api = ctx.site.api(importPath);
  const feature = ctx.site.featuresOf(importPath)[0];
  if (!feature) throw new Error(`${importPath} declares no withFormly… feature in its bundle`);
  const {rootFeature, rootModule} = kitRoot(page, ctx);
  const ngModule = api.symbols.find((s) => s.angular?.kind === 'ngmodule');
  return {
    importPath,
    api,
    feature,
    ngModule,
    configInterface: api.symbols.find((s) => s.kind === 'interface' && s.exportName.endsWith('FieldConfig')),
    typeNames: feature.types.map((t) => t.name),
    wrapperNames: feature.wrappers.map((w) => w.name),
    inKitFeature: rootFeature.includes.some((i) => i.importPath === importPath),
    inKitModule: !!ngModule && rootModule.angular!.imports.includes(ngModule.exportName),
  };
}

export function featureCall(feature: FeatureRegistration): string {
  return `${feature.functionName}()`;
}

export function linkFeature(feature: FeatureRegistration, fromModule: string, ctx: RenderContext): string {
  return link({name: feature.functionName, module: feature.importPath}, fromModule, ctx.site, featureCall(feature));
}
