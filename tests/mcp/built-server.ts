/**
 * The built MCP server (mcp/dist, from `npm run mcp:build`) as an assistant's client meets it: spawned
 * over stdio and connected with the MCP SDK's own client.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

export const siteDir = path.resolve(__dirname, '..', '..');
export const serverFile = path.join(siteDir, 'mcp', 'dist', 'index.js');

/** A client connected to the built server; fails with what to run when it is not built. */
export async function connectBuiltServer(name: string): Promise<Client> {
  if (!existsSync(serverFile)) {
    throw new Error('mcp/dist is missing: run `npm run mcp:build` before the MCP tests.');
  }
  const client = new Client({name, version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [serverFile], stderr: 'pipe'}));
  return client;
}

/** A tool's text answer, and whether it is a tool error. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{text: string; isError: boolean}> {
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text?: string}[];
  assert.equal(content.length, 1, `${name} answers with one text block`);
  assert.equal(content[0]!.type, 'text');
  return {text: content[0]!.text!, isError: result.isError === true};
}
