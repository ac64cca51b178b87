/**
 * The Agent Skills the repository keeps in skills/<name>/SKILL.md (written by mcp/skills.ts): read by
 * the llms-markdown plugin, which serves them, and by the skills' tests.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from './typings/packages';

export const skillsDir = path.join(REPO_ROOT, 'skills');

/** Each skill's SKILL.md, by its path below skills/ (`formly/SKILL.md`). */
export function readSkills(dir = skillsDir): Map<string, string> {
  return new Map(
    readdirSync(dir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry): [string, string] => [
        `${entry.name}/SKILL.md`,
        readFileSync(path.join(dir, entry.name, 'SKILL.md'), 'utf8'),
      ]),
  );
}

/** Every file of every skill, by its path below skills/: each SKILL.md and the files beside it (references/). */
export function readSkillFiles(dir = skillsDir): Map<string, string> {
  return new Map(
    readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry): [string, string] => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, full).split(path.sep).join('/'), readFileSync(full, 'utf8')];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
