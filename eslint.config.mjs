// Lints the site's own TypeScript: config, plugins, scripts, theme code and tests.
// The Angular demos have their own compiler checks (npm run typecheck --prefix demos); of the
// demos, only the import boundaries of their hand-written tooling are checked here (demosTooling).
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

/**
 * What each kind of file may not import. lib/ is the bottom layer: it imports none of them. Plugins get
 * the environment as options from config/ (config/site.ts), never by importing it.
 */
const forbiddenAreas = {
  lib: ['plugins', 'scripts', 'src', 'demos', 'tests', 'bench', 'config', 'mcp'],
  plugins: ['scripts', 'src', 'demos', 'tests', 'bench', 'config', 'mcp'],
  scripts: ['src', 'demos', 'tests', 'bench'],
  // The MCP server package (mcp/) bundles what it imports: lib/ and plugins' public entries only.
  mcp: ['scripts', 'src', 'demos', 'tests', 'bench'],
  // The site's own pages and theme overrides: lib/ and plugins' public entries (a plugin's components are @theme/…).
  src: ['scripts', 'demos', 'tests', 'bench', 'config', 'mcp'],
  // The demos app and the playground frame are Angular apps of their own: they take lib/ (through re-exports).
  demos: ['plugins', 'scripts', 'src', 'tests', 'bench', 'config', 'mcp'],
  // Benches measure the build, a plugin's own modules and the MCP server's (bench/search.ts asks its
  // search_docs); they share no code with the site's pages or the tests.
  bench: ['src', 'demos', 'tests'],
  // Tests may import whatever they check (a plugin's own modules included), but no other test file.
  tests: [],
};

/** Areas whose files may import a plugin's own modules, not only its public entries: they test or measure them. */
const pluginInternalsAllowed = new Set(['tests', 'bench']);

/** A test file (`x.test.ts`, `x.spec.ts`, extension removed): importing one runs its tests in the importer. */
const isTestFile = (relativePath) => /\.(test|spec)$/.test(relativePath);

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
      } else if (from.area === 'plugins' && to.area === 'config') {
        why = 'a plugin takes the environment as options, which config/site.ts passes (see withOptions there)';
      } else if (rules.includes(to.area)) {
        why = 'shared code belongs in lib/ (see ARCHITECTURE.md, "Where code lives")';
      } else if (from.area === 'tests' && isTestFile(target)) {
        why =
          'importing a test file runs its tests here too: move what both use into a module that is not a test (as tests/claims/support/ holds)';
      } else if (
        to.area === 'plugins' &&
        to.plugin !== from.plugin &&
        !isPluginEntry(target, to.plugin) &&
        !pluginInternalsAllowed.has(from.area)
      ) {
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

/** The demos' hand-written TypeScript outside the demo folders: the demos app's shell and the playground frame. */
const demosTooling = ['demos/src/main.ts', 'demos/src/app/**/*.ts', 'demos/playground/**/*.ts'];

/** Configurations for the site's own code, not the demos' tooling (which only the import-boundaries rule checks). */
const siteOnly = (configs) => configs.map((config) => ({...config, ignores: [...(config.ignores ?? []), 'demos/**']}));

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      '**/node_modules/**',
      // Of the demos, only their tooling is linted, for its import boundaries (demosTooling below).
      'demos/dist/**',
      'demos/.angular/**',
      'demos/src/examples/**',
      'demos/src/fields/**',
      'demos/src/generated/**',
      'demos/src/**/*.generated.ts',
      'demos/playground/example-types/**',
      'test-results/**',
      'playwright-report/**',
      'tests/unit/fixtures/**',
      'bench/reference/build/**',
      'bench/reference/.docusaurus/**',
      'mcp/dist/**',
    ],
  },
  ...siteOnly([js.configs.recommended, ...tseslint.configs.recommended]),
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
    files: ['{lib,plugins,scripts,mcp,src,tests,bench}/**/*.{ts,tsx,mjs}', ...demosTooling],
    plugins: {formly: {rules: {'import-boundaries': importBoundaries}}},
    rules: {'formly/import-boundaries': 'error'},
  },
  {
    // The demos' tooling is linted for its import boundaries only; the Angular compiler checks the rest.
    files: demosTooling,
    languageOptions: {parser: tseslint.parser},
  },
  ...siteOnly([
    {
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      },
    },
  ]),
);
