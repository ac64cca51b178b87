import path from 'node:path';
import {valueToEstree} from 'estree-util-value-to-estree';
import {DemoFolderError, readDemoFolder, readDemoSources} from '../../lib/demo-folders';
import {kitByName} from '../../lib/kits';
import {demoKits} from '../../lib/kit-variants';
import {codeOfLines, highlightCode} from '../code-highlight';
import {playgroundForm} from '../playground';
import {playgroundRoute, starterParam} from '../../lib/playground-address';
import {kitTabsGroup} from '../../lib/kit-choice';
import type {LiveExampleFile, LiveExampleKit, LiveExampleKits} from './types';

/**
 * Remark plugin: for every <LiveExample name="…" /> in a page, reads the demo
 * folder in demos/ and adds its files, kit, title and reserved height as props,
 * and imports the component into the page (pages without one do not load it).
 * A missing demo or file fails the build with a message naming it.
 */
export interface RemarkLiveExamplesOptions {
  /** The demos workspace; defaults to `demos` in the current directory (the site). */
  demosDir?: string;
}

// The few mdast / MDX JSX / ESTree shapes this plugin touches.
interface Node {
  type: string;
  children?: Node[];
}
interface MdxJsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: MdxJsxAttributeLike[];
}
interface MdxJsxAttributeLike {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | {type: string; value: string; data?: {estree?: unknown}};
}
interface VFileLike {
  path?: string;
  cwd?: string;
}
type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

export const componentName = 'LiveExample';

/** A JSX attribute holding any JSON value, in the form MDX compiles (an ESTree program). */
function expressionAttribute(name: string, value: JsonValue): MdxJsxAttributeLike {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
        },
      },
    },
  };
}

function isLiveExample(node: Node): node is MdxJsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node as MdxJsxElement).name === componentName
  );
}

function findLiveExamples(node: Node, found: MdxJsxElement[] = []): MdxJsxElement[] {
  if (isLiveExample(node)) {
    found.push(node);
  }
  node.children?.forEach((child) => findLiveExamples(child, found));
  return found;
}

function stringAttribute(element: MdxJsxElement, name: string): string | undefined {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (attribute === undefined) {
    return undefined;
  }
  if (typeof attribute.value !== 'string') {
    throw new Error(`<${componentName}> takes ${name} as a plain string, like ${name}="validation/custom-validation".`);
  }
  return attribute.value;
}

/** Builds the props a <LiveExample name=…> element gets from its demo folder. */
export function liveExampleAttributes(
  demosDir: string,
  name: string,
  {examplePage = false}: {examplePage?: boolean} = {},
): MdxJsxAttributeLike[] {
  const demo = readDemoFolder(demosDir, name);
  const sources = readDemoSources(demo);
  // Each file carries its Prism tokens (see plugins/code-highlight), so the page highlights without
  // Prism, and only them: the component reads the code back from them.
  const files: LiveExampleFile[] = sources.map(({name: file, language, code}) => {
    const lines = highlightCode(code, language);
    if (codeOfLines(lines) !== code) {
      throw new Error(`[live-examples] the Prism tokens of ${demo.name}/${file} do not give back its code.`);
    }
    return {name: file, language, tokens: JSON.stringify(lines)};
  });
  // The other kits' app.config.ts stay out of the page: scripts/demos.ts puts
  // them next to the demos app, where the component reads them on a kit switch.
  const {kits, fixedReason, notes} = demoKits(demo, sources);
  // An example page's form opens in the playground, in each kit the playground has it in (its starters).
  const inPlayground: readonly string[] = (examplePage && playgroundForm(demo)?.kits) || [];
  const available = kits.map((name): LiveExampleKit => {
    const {label, loadOnRequest} = kitByName(name);
    const playground = `${playgroundRoute}?${starterParam}=${demo.name}&${kitTabsGroup}=${name}`;
    return {name, label, loadOnRequest, ...(inPlayground.includes(name) ? {playground} : {})};
  });
  const kitProps: LiveExampleKits = {available, notes, ...(fixedReason ? {fixedReason} : {})};
  return [
    {type: 'mdxJsxAttribute', name: 'kit', value: demo.kit},
    {type: 'mdxJsxAttribute', name: 'title', value: demo.title},
    expressionAttribute('height', demo.height),
    expressionAttribute('files', files as unknown as JsonValue),
    expressionAttribute('kits', kitProps as unknown as JsonValue),
  ];
}

const injected = new Set(['kit', 'title', 'height', 'files', 'kits']);

/** Where pages get the component from (this plugin's theme/LiveExample); only pages with a live example import it. */
export const componentModule = '@theme/LiveExample';

/** `import LiveExample from '…'` as an MDX ESM node, unless the page imports it itself. */
function addComponentImport(tree: Node): void {
  const imports = (tree.children ?? []).filter((node): node is Node & {value: string} => node.type === 'mdxjsEsm');
  if (imports.some((node) => new RegExp(`\\bimport\\s+${componentName}\\b`).test(node.value))) {
    return;
  }
  const source = {type: 'Literal', value: componentModule, raw: JSON.stringify(componentModule)};
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: componentName}}],
    source,
  };
  const esm = {
    type: 'mdxjsEsm',
    value: `import ${componentName} from ${source.raw};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
  tree.children = [esm, ...(tree.children ?? [])];
}

/** Pages under docs/examples: the ones the playground's starters are made from. */
function isExamplePage(file: VFileLike): boolean {
  const relative = file.path
    ? path
        .relative(file.cwd ?? process.cwd(), file.path)
        .split(path.sep)
        .join('/')
    : '';
  return relative.startsWith('docs/examples/');
}

export function remarkLiveExamples(options: RemarkLiveExamplesOptions = {}) {
  return (tree: Node, file: VFileLike): void => {
    const demosDir = path.resolve(file.cwd ?? process.cwd(), options.demosDir ?? 'demos');
    const elements = findLiveExamples(tree);
    if (elements.length > 0) {
      addComponentImport(tree);
    }
    for (const element of elements) {
      const where = file.path ? ` in ${path.relative(file.cwd ?? process.cwd(), file.path)}` : '';
      try {
        const name = stringAttribute(element, 'name');
        if (name === undefined) {
          throw new Error(`<${componentName}> needs a name, like name="validation/custom-validation".`);
        }
        element.attributes = [
          ...element.attributes.filter(
            (attribute) => !(attribute.type === 'mdxJsxAttribute' && injected.has(attribute.name ?? '')),
          ),
          ...liveExampleAttributes(demosDir, name, {examplePage: isExamplePage(file)}),
        ];
      } catch (error) {
        const reason = error instanceof DemoFolderError || error instanceof Error ? error.message : String(error);
        throw new Error(`[live-examples] ${reason} (<${componentName}>${where})`);
      }
    }
  };
}

export default remarkLiveExamples;
