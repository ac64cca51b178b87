import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {test, expect} from './fixtures';
import {browserKits} from '../../lib/kits';
import type {KitBehaviour} from '../../lib/kits/behaviour';
import {measureKit} from './kit-behaviour/measure';

/**
 * The kit behaviour matrix (lib/kits/behaviour.ts), re-measured in Chromium with each kit's real
 * components: a test per browser kit compares the measurement with lib/kits/<kit>/behaviour.json
 * and fails on any difference. `KIT_BEHAVIOUR_WRITE=1` writes the files instead (npm run
 * kit-behaviour).
 *
 * All six kits take about 80 s on two workers, so a plain run measures the registry's first kit, and
 * `KIT_BEHAVIOUR=all` (the pull-request workflow, and writing) or `KIT_BEHAVIOUR=<kit>` chooses.
 */
// A step that cannot act fails within seconds, not at the test's timeout.
test.use({actionTimeout: 5_000});

const write = process.env.KIT_BEHAVIOUR_WRITE === '1';
const dataFile = (kit: string) => path.join(__dirname, '../../lib/kits', kit, 'behaviour.json');

const choice = process.env.KIT_BEHAVIOUR ?? (write ? 'all' : undefined);
// npm test measures the registry's first kit, the quickest (about 20 s); the others take up to a minute each.
const measuredKits = choice === 'all' ? browserKits.map((kit) => kit.name) : [choice ?? browserKits[0]!.name];
if (!measuredKits.every((name) => browserKits.some((kit) => kit.name === name))) {
  throw new Error(
    `KIT_BEHAVIOUR=${choice}: not "all" nor a browser kit (${browserKits.map((kit) => kit.name).join(', ')}).`,
  );
}

for (const kit of browserKits.filter((candidate) => measuredKits.includes(candidate.name))) {
  test(`kit behaviour: ${kit.label} renders and calls what lib/kits/${kit.name}/behaviour.json says`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const measured = await measureKit(page, kit);
    if (write) {
      // Written as the repository's Prettier formats it, so a regenerated file passes prettier --check.
      const file = dataFile(kit.name);
      const options = await prettier.resolveConfig(file);
      fs.writeFileSync(file, await prettier.format(JSON.stringify(measured), {...options, filepath: file}));
      return;
    }
    const recorded = JSON.parse(fs.readFileSync(dataFile(kit.name), 'utf8')) as KitBehaviour;
    expect(
      measured,
      `re-measured ${kit.name}; run npm run kit-behaviour and review the diff if the change is meant`,
    ).toEqual(recorded);
  });
}
