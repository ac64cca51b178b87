/**
 * Starters from the docs' examples: every example under demos/src/examples
 * whose fields, model and options are plain data (literals only, no functions,
 * no references) and whose app.config.ts registers no types, wrappers,
 * validators or extensions of its own. Read with the TypeScript parser
 * (lib/field-schema/source-fields.ts), so nothing is evaluated.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {collectDemoFolders, requiredFiles} from '../../lib/demo-folders';
import {isPlaygroundKit} from '../../lib/playground-protocol';
import {initializersOf, isPlainData} from '../../lib/field-schema/source-fields';
import {json, type Starter} from './starters';

/** The literal initializers of the class properties `fields`, `model` and `options` in `source`, when all are plain data. */
export function plainFormData(
  source: string,
  fileName = 'app.ts',
): {fields: unknown[]; model: unknown; options: unknown} | null {
  const found = initializersOf(source, ['fields', 'model', 'options'], fileName);
  const fields = found.get('fields');
  if (!Array.isArray(fields) || ![...found.values()].every(isPlainData)) {
    return null;
  }
  return {fields, model: found.get('model') ?? {}, options: found.get('options') ?? {}};
}

const registersOwnConfig = /\b(types|wrappers|validators|extensions|presets)\s*:/;

export function collectExampleStarters(demosDir: string): Starter[] {
  const starters: Starter[] = [];
  for (const demo of collectDemoFolders(demosDir)) {
    if (demo.section.startsWith('fields/')) {
      continue;
    }
    const extraCode = readdirSync(demo.dir).some((file) => file.endsWith('.ts') && !requiredFiles.includes(file));
    const config = readFileSync(path.join(demo.dir, 'app.config.ts'), 'utf8');
    if (extraCode || registersOwnConfig.test(config) || !isPlaygroundKit(demo.kit)) {
      continue;
    }
    const data = plainFormData(readFileSync(path.join(demo.dir, 'app.ts'), 'utf8'));
    if (!data) {
      continue;
    }
    starters.push({
      id: demo.name,
      title: demo.title,
      group: 'Examples',
      mode: 'fields',
      kit: demo.kit,
      config: json(data.fields),
      model: json(data.model),
      options: json(data.options),
    });
  }
  return starters.sort((a, b) => a.title.localeCompare(b.title));
}

/** The id of the starter holding the home page's code sample ("Try it live"). */
export const homeStarterId = 'home';

/**
 * The form of the home page's code sample (the TypeScript block of
 * src/pages/_home-sample.mdx) as a starter, so its "Try it live" link opens that
 * very form. Null when the sample is gone or no longer plain data.
 */
export function collectHomeStarter(homeSampleFile: string): Starter | null {
  const source = existsSync(homeSampleFile) ? readFileSync(homeSampleFile, 'utf8') : '';
  const sample = /^```ts\b[^\n]*\n([\s\S]*?)^```$/m.exec(source)?.[1] ?? null;
  const data = sample === null ? null : plainFormData(sample, 'home-sample.ts');
  return data
    ? {
        id: homeStarterId,
        title: 'The home page form',
        group: 'Start',
        mode: 'fields',
        config: json(data.fields),
        model: json(data.model),
        options: json(data.options),
      }
    : null;
}
