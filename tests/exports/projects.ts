/**
 * The projects "Open in StackBlitz" posts, made here with the same inputs and the same
 * builder (plugins/live-examples/project.ts), so that a test can do with them what a
 * reader's StackBlitz does: compile them with Angular's compiler, build them with the
 * Angular CLI and boot them in a browser. The packages come from demos/node_modules,
 * which hold exactly the versions each project's package.json pins; StackBlitz's npm
 * install is the only step left out.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {collectDemoFolders, readDemoSources, type DemoFolder} from '../../lib/demo-folders';
import {demoKits} from '../../lib/kit-variants';
import {filesInKit} from '../../lib/variant-files';
import {browserKits, type BrowserKitName} from '../../lib/kits';
import {playgroundKits} from '../../lib/playground-protocol';
import {readStackBlitzData, stackBlitzProject, type ExportedDemo} from '../../plugins/live-examples';
import {readFrameSources} from '../../plugins/playground';
import {collectExampleStarters} from '../../plugins/playground/examples';
import {builtInStarters} from '../../plugins/playground/starters';
import {decodeState, encodeState, type PlaygroundState} from '../../plugins/playground/state';
import {playgroundSourceFiles} from '../../plugins/playground/typescript-export';
import {formFromStarter} from '../../plugins/playground/theme/PlaygroundPage/page-state';

const siteDir = path.resolve(__dirname, '..', '..');
export const demosDir = path.join(siteDir, 'demos');
export const docsDir = path.join(siteDir, 'docs');
const demosModules = path.join(demosDir, 'node_modules');
const bin = (name: string) => path.join(demosModules, '.bin', name);

/**
 * One project a reader can export: an example in one kit, as its page offers it (the demo's files
 * with that kit's app.config.ts), or a form of the playground in one kit.
 */
export interface ExportPair {
  /** What was exported: `advanced/tabs`, or `the playground's advanced/tabs starter`. */
  label: string;
  kit: BrowserKitName;
  /** The project's folder name in a workspace: `validation-custom-validation--primeng`. */
  id: string;
  exported: ExportedDemo;
  /** The example page's demo, for a project of an example page's button. */
  demo?: DemoFolder;
  /** The playground's state, for a project of the playground's button. */
  state?: PlaygroundState;
}

const slug = (name: string) => name.replace(/[^a-z0-9-]+/gi, '-');

/** Every example × kit pair the site's pages offer, in demo order, then the kit registry's. */
export function exportPairs(): ExportPair[] {
  return collectDemoFolders(demosDir).flatMap((demo) => {
    const sources = readDemoSources(demo);
    const {kits, files} = demoKits(demo, sources);
    return kits.map((kit) => ({
      label: demo.name,
      demo,
      kit,
      id: `${slug(demo.name)}--${kit}`,
      exported: {
        name: demo.name,
        title: demo.title,
        kit,
        files: filesInKit(sources, files[kit]),
      },
    }));
  });
}

/** The project the playground's "Open in StackBlitz" posts for `state`. */
function playgroundPair(
  label: string,
  id: string,
  state: PlaygroundState,
  sources = readFrameSources(demosDir, docsDir),
): ExportPair {
  return {
    label,
    kit: state.kit,
    id,
    state,
    exported: {name: 'playground', title: 'Playground', kit: state.kit, files: playgroundSourceFiles(state, sources)},
  };
}

/** Every starter of the playground in every kit it opens in, as the playground exports it once opened. */
export function playgroundStarterPairs(): ExportPair[] {
  const sources = readFrameSources(demosDir, docsDir);
  const starters = [...builtInStarters, ...collectExampleStarters(demosDir, docsDir)];
  return starters.flatMap((starter) =>
    (starter.kits ?? playgroundKits).map((kit) =>
      playgroundPair(
        `the playground's ${starter.id} starter`,
        `playground-${slug(starter.id)}--${kit}`,
        formFromStarter(starter, kit),
        sources,
      ),
    ),
  );
}

/**
 * A reader's own form, opened from a shared link (encoded and decoded as the address carries it):
 * in a group, a field of a type that an example registers and one of a preset of another example.
 */
export async function sharedLinkPair(): Promise<ExportPair> {
  const fields = [
    {
      fieldGroup: [
        {key: 'stars', type: 'rating', props: {label: 'How was the workshop?'}},
        {key: 'count', type: 'quantity'},
      ],
    },
    {key: 'email', type: '#email'},
  ];
  const state: PlaygroundState = {
    kit: 'bootstrap',
    mode: 'fields',
    fields: JSON.stringify(fields, null, 2),
    schema: '{}',
    model: JSON.stringify({stars: 4}),
    options: '{}',
  };
  const link = await encodeState(state);
  return playgroundPair('a shared playground link', 'playground-shared-link--bootstrap', await decodeState(link));
}

/** An example page's demo, not a kit page's or an API field page's. */
const onExamplePage = (pair: ExportPair) =>
  pair.demo !== undefined && pair.demo.section !== 'kits' && !pair.demo.section.startsWith('fields/');

/**
 * The projects `npm test` boots: one per browser kit, taken in turn from the example pages and
 * from the playground, so that every kit's project set-up (its packages, stylesheets, polyfills
 * and providers) and both exports boot once. An example is the first written
 * for its kit, or else the first that runs in it, each another where there are enough; a playground
 * form is the first starter whose export carries an example's registrations, each another too.
 */
export function bootSample(examples: ExportPair[], playground: ExportPair[]): ExportPair[] {
  const chosen: ExportPair[] = [];
  browserKits.forEach((kit, index) => {
    let pair: ExportPair | undefined;
    if (index % 2 === 0) {
      const inKit = examples.filter((candidate) => candidate.kit === kit.name);
      const fresh = inKit.filter(
        (candidate) => onExamplePage(candidate) && !chosen.some((other) => other.demo === candidate.demo),
      );
      pair = fresh.find((candidate) => candidate.demo!.kit === kit.name) ?? fresh[0] ?? inKit[0];
    } else {
      const inKit = playground.filter((candidate) => candidate.kit === kit.name);
      const registering = inKit.filter(
        (candidate) =>
          candidate.exported.files.some((file) => file.name.startsWith('examples/')) &&
          !chosen.some((other) => other.label === candidate.label),
      );
      pair = registering[0] ?? inKit[0];
    }
    if (!pair) {
      throw new Error(`No project to boot in ${kit.label}.`);
    }
    chosen.push(pair);
  });
  return chosen;
}

/** `EXPORTS_SHARD=2/4`: the second quarter of `items`; all of them without it. */
export function shardOf<T>(items: T[], shard = process.env.EXPORTS_SHARD): T[] {
  if (!shard) {
    return items;
  }
  const match = /^(\d+)\/(\d+)$/.exec(shard);
  const [index, total] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!(index >= 1 && index <= total)) {
    throw new Error(`EXPORTS_SHARD must be "k/n" with 1 ≤ k ≤ n, not "${shard}"`);
  }
  return items.filter((_, position) => position % total === index - 1);
}

let stackBlitzData: ReturnType<typeof readStackBlitzData> | undefined;

/** The files of the project "Open in StackBlitz" posts for `pair`, by path: what the pages' buttons send. */
export function exportedFiles(pair: ExportPair): Record<string, string> {
  stackBlitzData ??= readStackBlitzData(demosDir);
  return stackBlitzProject(pair.exported, stackBlitzData).files;
}

/** A folder of exported projects, each as StackBlitz would hold it, node_modules included. */
export class ExportWorkspace {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'formly-exports-'));

  /** Writes the project `pair` posts; returns its folder. */
  write(pair: ExportPair): string {
    const projectDir = path.join(this.dir, pair.id);
    for (const [file, text] of Object.entries(exportedFiles(pair))) {
      mkdirSync(path.dirname(path.join(projectDir, file)), {recursive: true});
      writeFileSync(path.join(projectDir, file), text);
    }
    // Where StackBlitz's npm install would put the pinned packages; angular.json names stylesheets under it.
    symlinkSync(demosModules, path.join(projectDir, 'node_modules'), 'dir');
    return projectDir;
  }

  /**
   * Compiles every written project with ngc in one program: the projects' own compiler options
   * (their tsconfig.json, strict templates among them, and tsconfig.app.json's), over all their
   * sources. Resolves to ngc's diagnostics, empty when all compile.
   */
  async compileAll(ids: string[]): Promise<string> {
    const [first] = ids;
    const app = JSON.parse(readFileSync(path.join(this.dir, first!, 'tsconfig.app.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    const config = {
      extends: `./${first}/tsconfig.json`,
      compilerOptions: {...app.compilerOptions, noEmit: true},
      include: ids.map((id) => `${id}/src/**/*.ts`),
    };
    writeFileSync(path.join(this.dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
    const {code, output} = await run(bin('ngc'), ['-p', 'tsconfig.json'], this.dir);
    return code === 0 ? '' : output || `ngc exited with ${code}`;
  }

  /**
   * Builds a written project as the reader's StackBlitz runs it (npm start, ng serve): in its
   * development configuration. Returns the folder to serve.
   */
  async build(id: string): Promise<string> {
    const projectDir = path.join(this.dir, id);
    const {code, output} = await run(bin('ng'), ['build', '--configuration', 'development'], projectDir);
    if (code !== 0) {
      throw new Error(`ng build of the exported ${id} failed:\n${output}`);
    }
    return path.join(projectDir, 'dist', 'browser');
  }

  remove(): void {
    rmSync(this.dir, {recursive: true, force: true});
  }
}

/** Runs a command to its end; its output, stdout and stderr interleaved. */
function run(command: string, args: string[], cwd: string): Promise<{code: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, env: {...process.env, NG_CLI_ANALYTICS: 'false', NO_COLOR: '1'}});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, output: stripVTControlCharacters(output)}));
  });
}

/** ngc's diagnostics grouped by the project they are in, for a failure message that names each. */
export function diagnosticsByProject(output: string): Map<string, string[]> {
  const byProject = new Map<string, string[]>();
  for (const line of output.split('\n').filter((text) => /\berror\b/.test(text))) {
    const id = /^([\w.-]+--[\w-]+)\//.exec(line)?.[1] ?? '(workspace)';
    byProject.set(id, [...(byProject.get(id) ?? []), line]);
  }
  return byProject;
}
