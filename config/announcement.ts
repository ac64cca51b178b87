import type {UserThemeConfig} from '@docusaurus/theme-common';

/**
 * Changing `id` shows the bar again to readers who closed an earlier one:
 * the theme keeps the dismissal per id in local storage.
 */
export function createAnnouncementBar(baseUrl: string) {
  return {
    id: 'formly-v7-released',
    content: `Formly v7 is out, with standalone APIs for every UI kit. Read the <a href="${baseUrl}docs/guide/migration">migration guide</a> to upgrade from v6.`,
    backgroundColor: '#1e3a8a',
    textColor: '#ffffff',
    isCloseable: true,
  } satisfies UserThemeConfig['announcementBar'];
}
