/**
 * Writes the Agent Skills (mcp/src/skills.ts renders them from the MCP server's data,
 * mcp/dist/data.json) to skills/<name>/SKILL.md:
 *
 *   npm run skills        (after npm run build and npm run mcp:build)
 *
 * The repository keeps them and the site serves them at /skills/<name>/SKILL.md.
 * tests/mcp/skills.test.ts fails when they are stale.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {skillsDir} from '../lib/agent-skills';
import type {DocsData} from './src/docs-data';
import {renderSkills} from './src/skills';

export {coreSkill, kitSkill, renderSkills} from './src/skills';

if (require.main === module) {
  const dataFile = path.join(__dirname, 'dist', 'data.json');
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as DocsData;
  rmSync(skillsDir, {recursive: true, force: true});
  for (const [file, text] of renderSkills(data)) {
    mkdirSync(path.dirname(path.join(skillsDir, file)), {recursive: true});
    writeFileSync(path.join(skillsDir, file), text);
  }
  console.log(`skills/: ${[...renderSkills(data).keys()].join(', ')}`);
}
