/**
 * The Formly docs MCP server over stdio: `npx -y formly-docs-mcp`. It answers from data.json,
 * which mcp/build.ts writes next to this file; stdout carries the protocol, so messages go to
 * stderr.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import packageJson from '../package.json';
import type {DocsData} from './docs-data';
import {createDocsServer} from './server';

async function main(): Promise<void> {
  const data = JSON.parse(readFileSync(path.join(__dirname, 'data.json'), 'utf8')) as DocsData;
  const server = createDocsServer(data, packageJson.version);
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  console.error(`formly-docs-mcp could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
