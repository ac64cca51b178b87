/**
 * An ejected theme component (`docusaurus swizzle --eject`) is a copy of the
 * theme's markup and class names, which a theme upgrade does not update. Each
 * copy is listed here with a hash of the theme original it was made from (and of
 * the original's CSS module when the site copied that too), as installed with
 * @docusaurus/theme-classic 3.10.2. When a hash no longer matches, compare the new
 * original with the old one, carry the change into the copy if it applies, and
 * record the new hash.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {readInstalled, readSiteFile, siteDir} from './installed';

interface EjectedComponent {
  /** The site's copy. */
  copy: string;
  /** The theme-classic sources it was copied from, under src/theme/, with the first 16 hex digits of their SHA-256. */
  originals: Record<string, string>;
}

const ejected: EjectedComponent[] = [
  {
    copy: 'src/theme/BlogPostItem/Header/Info/index.tsx',
    originals: {
      'BlogPostItem/Header/Info/index.tsx': '19633d867631820f',
      'BlogPostItem/Header/Info/styles.module.css': '394cbb8db1f6c784',
    },
  },
  {
    copy: 'src/theme/ColorModeToggle/index.tsx',
    originals: {
      'ColorModeToggle/index.tsx': '0cfe6eb15b739396',
      'ColorModeToggle/styles.module.css': '4504230f1787839e',
    },
  },
  {copy: 'src/theme/DocSidebar/Mobile/index.tsx', originals: {'DocSidebar/Mobile/index.tsx': '8384e429631642ec'}},
  {copy: 'src/theme/LastUpdated/index.tsx', originals: {'LastUpdated/index.tsx': '53ab70761b412f83'}},
  {copy: 'src/theme/NotFound/Content/index.tsx', originals: {'NotFound/Content/index.tsx': '44b71ba528b17c08'}},
  {
    copy: 'src/theme/Tabs/index.tsx',
    originals: {'Tabs/index.tsx': '4346b7b003462cd3', 'Tabs/styles.module.css': '8beb34df100a7916'},
  },
  {copy: 'plugins/code-highlight/theme/CodeBlock/index.tsx', originals: {'CodeBlock/index.tsx': '02872fb480f9cfba'}},
  {
    copy: 'plugins/code-highlight/theme/CodeBlock/Content/index.tsx',
    originals: {
      'CodeBlock/Content/index.tsx': 'b82ef1f4c49f4e2c',
      'CodeBlock/Content/styles.module.css': '26dba21a9e8eb538',
    },
  },
  {
    copy: 'plugins/code-highlight/theme/CodeBlock/Content/String.tsx',
    originals: {'CodeBlock/Content/String.tsx': '76e8e89a5336d05d'},
  },
];

function shortHash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

test("every ejected theme component's original is unchanged since it was ejected", () => {
  const changed = ejected.flatMap(({copy, originals}) =>
    Object.entries(originals)
      .filter(
        ([original, hash]) => shortHash(readInstalled('@docusaurus/theme-classic', `src/theme/${original}`)) !== hash,
      )
      .map(([original]) => `${copy}: theme-classic's src/theme/${original} changed`),
  );
  assert.deepEqual(changed, []);
});

test('every theme component the site ejects is listed here', () => {
  // Each copy says so in its first line ("Ejected …, not wrapped").
  const themeDirs = [
    'src/theme',
    ...fs.readdirSync(path.join(siteDir, 'plugins')).map((plugin) => `plugins/${plugin}/theme`),
  ];
  const copies = themeDirs
    .filter((dir) => fs.existsSync(path.join(siteDir, dir)))
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
    )
    .filter((file) => readSiteFile(file).startsWith('// Ejected'));
  assert.deepEqual(copies.sort(), ejected.map(({copy}) => copy).sort());
});
