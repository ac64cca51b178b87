// Lints the site's own TypeScript: config, plugins, scripts, theme code and tests.
// The Angular demos have their own compiler checks (npm run typecheck --prefix demos).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where a repository path belongs: a local plugin (`plugins/<name>`), or a top-level folder
 * (`lib`, `scripts`, `mcp`, `src`, `demos`, `tests`, `bench`, `config`), or `root` for the files beside them.
 */
function areaOf(relativePath) {
  const [top, second] = relativePath.split('/');
  if (top === 'plugins' && second) {
    return {area: 'plugins', plugin: second};
  }
  return {area: relativePath.includes('/') ? top : 'root'};
}

/**
 * Whether `relativePath` (no extension) is one of a plugin's public entries: its index.ts (what the
 * build uses) or its client/index.ts (what pages and other plugins' theme components use).
 */
function isPluginEntry(relativePath, plugin) {
  return ['', '/index', '/client', '/client/index'].some((entry) => relativePath === `plugins/${plugin}${entry}`);
}

/** What each kind of file may not import, and why. lib/ is the bottom layer: it imports none of them. */
const forbiddenAreas = {
  lib: ['plugins', 'scripts', 'src', 'demos', 'tests', 'bench', 'config'],
  plugins: ['scripts', 'src', 'demos', 'tests', 'bench'],
  scripts: ['src', 'demos', 'tests', 'bench'],
  // The MCP server package (mcp/) bundles what it imports: lib/ and plugins' public entries only.
  mcp: ['scripts', 'src', 'demos', 'tests', 'bench'],
};

/**
 * The layering of the repository (ARCHITECTURE.md, "Where code lives"): plugins, scripts and the MCP server take
 * shared code from lib/ or from another plugin's public entries (isPluginEntry), never from each other's
 * files, the site's components, the demos app or the tests; lib/ imports nothing of the repository's but lib/.
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      forbidden: '{{from}} may not import {{target}}: {{why}}',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(siteDir, context.filename).split(path.sep).join('/');
    const from = areaOf(file);
    const rules = forbiddenAreas[from.area];
    if (!rules) {
      return {};
    }
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') {
        return;
      }
      let target;
      if (specifier.startsWith('@site/')) {
        target = specifier.slice('@site/'.length);
      } else if (specifier.startsWith('.')) {
        target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      } else {
        return;
      }
      target = target.replace(/\.(ts|tsx|mjs|js)$/, '');
      const to = areaOf(target);
      let why;
      if (from.area === 'lib' && rules.includes(to.area)) {
        why = "lib/ is the bottom layer: it imports nothing of the repository's outside lib/";
      } else if (rules.includes(to.area)) {
        why = 'shared code belongs in lib/ (see ARCHITECTURE.md, "Where code lives")';
      } else if (to.area === 'plugins' && to.plugin !== from.plugin && !isPluginEntry(target, to.plugin)) {
        why = `import the ${to.plugin} plugin through its public index.ts, or move the shared code to lib/`;
      } else if (to.area === 'plugins' && to.plugin === from.plugin && specifier.startsWith('@site/')) {
        why = 'a plugin imports its own files by relative path, as it is loaded from its folder';
      }
      if (why) {
        context.report({node, messageId: 'forbidden', data: {from: file, target: specifier, why}});
      }
    };
    const literal = (node) => (node && node.type === 'Literal' ? node.value : undefined);
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      // require('…') and createRequire(…)('…')
      CallExpression: (node) => {
        const requireCall =
          (node.callee.type === 'Identifier' && node.callee.name === 'require') ||
          node.callee.type === 'CallExpression';
        if (requireCall && node.arguments.length === 1) {
          check(node.arguments[0], literal(node.arguments[0]));
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'demos/**',
      'test-results/**',
      'playwright-report/**',
      'tests/unit/fixtures/**',
      'bench/reference/build/**',
      'bench/reference/.docusaurus/**',
      'mcp/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['lib/**/*.{ts,tsx,mjs}', 'plugins/**/*.{ts,tsx,mjs}', 'scripts/**/*.{ts,tsx,mjs}', 'mcp/**/*.{ts,tsx,mjs}'],
    plugins: {formly: {rules: {'import-boundaries': importBoundaries}}},
    rules: {'formly/import-boundaries': 'error'},
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
);
