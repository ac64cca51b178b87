import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

/** Input a tool cannot answer; the message says how to fix it. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

/**
 * The result of a tool: its text, or for bad input a result with `isError` and the message, so
 * that the assistant can correct its call. Any other failure is left to the SDK, which answers
 * it with a tool error too: the server keeps running either way.
 */
export function toolResult(answer: () => string): CallToolResult {
  return asToolResult(() => ({content: [{type: 'text', text: answer()}]}));
}

/** `result()`, or for bad input (ToolInputError) a tool error with its message. */
function asToolResult(result: () => CallToolResult): CallToolResult {
  try {
    return result();
  } catch (error) {
    if (error instanceof ToolInputError) {
      return {content: [{type: 'text', text: error.message}], isError: true};
    }
    throw error;
  }
}

/**
 * The result of a tool with an outputSchema: its text, and the same answer as structuredContent,
 * which the client checks against the schema. Bad input gives a tool error as toolResult does.
 */
export function structuredToolResult<T extends object>(answer: () => {text: string; structured: T}): CallToolResult {
  return asToolResult(() => {
    const {text, structured} = answer();
    return {content: [{type: 'text', text}], structuredContent: structured as Record<string, unknown>};
  });
}

/** A fenced code block whose fence is longer than any run of backticks in the code. */
export function codeBlock(code: string, language: string, title?: string): string {
  const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}${title ? ` title="${title}"` : ''}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** `a`, `a and b`, `a, b and c`. */
export function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
