/** A link of the copy-page menu that starts a chat about the page in an assistant's web app. */
export interface AssistantLink {
  label: string;
  href: string;
}

/** Assistants whose new-chat page takes its first message from the `q` parameter. */
const assistants = [
  {name: 'ChatGPT', newChat: 'https://chatgpt.com/'},
  {name: 'Claude', newChat: 'https://claude.ai/new'},
] as const;

/**
 * "Open in ChatGPT" and "Open in Claude": each opens a new chat whose prompt names the page's
 * Markdown, so the assistant reads the page itself rather than what the reader pastes.
 */
export function assistantLinks(pageMarkdownUrl: string, siteTitle: string): AssistantLink[] {
  const prompt = `Read ${pageMarkdownUrl}, a page of the ${siteTitle} documentation, so that I can ask you questions about it.`;
  return assistants.map(({name, newChat}) => ({
    label: `Open in ${name}`,
    href: `${newChat}?q=${encodeURIComponent(prompt)}`,
  }));
}
