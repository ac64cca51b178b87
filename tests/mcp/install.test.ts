/**
 * The MCP server installed as the guide "Formly with AI assistants" says: its commands, read from
 * the built page's Markdown (what a reader copies), with the site's origin replaced by a local
 * server of the build, run in an empty folder with an npm cache of their own, the way each client
 * starts them. npx fetches the package the build serves (build/mcp/), installs it and starts it;
 * the MCP SDK's client then calls each of its tools. A dead address, or a package that does not
 * start, fails here as it would for the reader.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import type {Server} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {serveDirectory} from '../../lib/static-server';
import {MCP_TARBALL_DIR, mcpPackage, mcpTarballs} from '../../mcp/package-build';

const siteDir = path.resolve(__dirname, '..', '..');
const buildDir = path.join(siteDir, 'build');
const guide = path.join(buildDir, 'docs', 'guide', 'ai-assistants.md');
/** The origin the pages are written for, which the commands name. */
const siteOrigin = 'https://formly.dev';

interface ServerCommand {
  command: string;
  args: string[];
}

/** The fenced code blocks of a Markdown text, with their language. */
function codeBlocks(markdown: string): {language: string; code: string}[] {
  return [...markdown.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)].map(([, language, code]) => ({
    language: language!,
    code: code!,
  }));
}

/** What each client's snippet on the page starts: Claude Code's command line, and the JSON of the others. */
function guideCommands(markdown: string): Map<string, ServerCommand> {
  const commands = new Map<string, ServerCommand>();
  for (const {language, code} of codeBlocks(markdown)) {
    if (language === 'bash' && code.startsWith('claude mcp add formly-docs -- npx')) {
      const [command, ...args] = code.trim().split(' -- ')[1]!.split(/\s+/);
      commands.set('Claude Code', {command: command!, args});
    } else if (language === 'json') {
      const config = JSON.parse(code) as {
        mcpServers?: Record<string, ServerCommand>;
        servers?: Record<string, ServerCommand & {type: string}>;
      };
      if (config.servers?.['formly-docs']) {
        const {type, command, args} = config.servers['formly-docs'];
        assert.equal(type, 'stdio');
        commands.set('VS Code', {command, args});
      } else if (config.mcpServers?.['formly-docs'] && !commands.has('Claude Desktop')) {
        // The first mcpServers snippet is Claude Desktop's (the Cursor tab repeats it).
        commands.set('Claude Desktop', config.mcpServers['formly-docs']);
      }
    }
  }
  return commands;
}

let server: Server;
let origin: string;
let commands: Map<string, ServerCommand>;

before(async () => {
  ({server, origin} = await serveDirectory(buildDir));
  commands = guideCommands(readFileSync(guide, 'utf8').replaceAll(siteOrigin, origin));
});

after(() => server?.close());

test('the guide gives each client a command that fetches the versioned package the site serves [guide/ai-assistants#client-s-command-fetches-package]', () => {
  assert.deepEqual([...commands.keys()].sort(), ['Claude Code', 'Claude Desktop', 'VS Code']);
  const address = `${origin}/${MCP_TARBALL_DIR}/${mcpTarballs.versioned}`;
  for (const [client, command] of commands) {
    assert.deepEqual(command, {command: 'npx', args: ['-y', address]}, client);
  }
});

test("the server's version is the Formly version the docs describe, and the stable address serves the same package [guide/ai-assistants#client-s-command-fetches-package]", () => {
  const core = JSON.parse(
    readFileSync(path.join(siteDir, 'demos', 'node_modules', '@ngx-formly', 'core', 'package.json'), 'utf8'),
  ) as {version: string};
  assert.equal(mcpPackage.version, core.version);
  const tarballs = path.join(buildDir, MCP_TARBALL_DIR);
  assert.ok(
    readFileSync(path.join(tarballs, mcpTarballs.latest)).equals(
      readFileSync(path.join(tarballs, mcpTarballs.versioned)),
    ),
  );
});

/** One call of each tool, with arguments a reader's assistant would send. */
const toolCalls: Record<string, Record<string, unknown>> = {
  search_docs: {query: 'repeating section'},
  get_page: {path: '/docs/guide/validation'},
  list_examples: {kit: 'material'},
  get_example: {name: 'introduction', kit: 'bootstrap'},
  get_field_type: {kit: 'bootstrap', type: 'input'},
  validate_config: {kit: 'bootstrap', fields: [{key: 'email', type: 'input', props: {label: 'E-mail'}}]},
  migrate_config: {kit: 'bootstrap', fields: [{key: 'email', type: 'input', templateOptions: {label: 'E-mail'}}]},
};

for (const client of ['Claude Code', 'Claude Desktop', 'VS Code']) {
  test(`${client}: the guide's command, run in an empty folder with a fresh npm cache, starts a server that answers every tool`, async () => {
    const {command, args} = commands.get(client)!;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'mcp-reader-'));
    const mcp = new Client({name: 'install-journey', version: '1.0.0'});
    try {
      await mcp.connect(
        new StdioClientTransport({
          command,
          args,
          cwd: folder,
          env: {
            ...(process.env as Record<string, string>),
            npm_config_cache: path.join(folder, '.npm'),
            npm_config_update_notifier: 'false',
          },
          stderr: 'pipe',
        }),
      );
      assert.equal(mcp.getServerVersion()?.version, mcpPackage.version);
      const {tools} = await mcp.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), Object.keys(toolCalls).sort());
      for (const [name, args] of Object.entries(toolCalls)) {
        const result = await mcp.callTool({name, arguments: args});
        const [content] = result.content as {type: string; text: string}[];
        assert.notEqual(result.isError, true, `${name}: ${content?.text}`);
        assert.ok(content?.text.length, `${name} answers with text`);
      }
    } finally {
      await mcp.close();
      rmSync(folder, {recursive: true, force: true});
    }
  });
}
