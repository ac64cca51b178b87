import type {UserThemeConfig} from '@docusaurus/theme-common';
import {sourceRepositoryUrl} from './env';

/** Top navigation: the four doc sections, then versions, source, locale. */
export const navbar = {
  hideOnScroll: true,
  title: 'Formly',
  logo: {
    alt: 'Formly logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {to: '/docs/guide/getting-started', label: 'Guides', position: 'left', activeBaseRegex: '^/docs/guide/'},
    {to: '/docs/ui/bootstrap', label: 'UI', position: 'left', activeBaseRegex: '^/docs/ui/'},
    {to: '/docs/examples/introduction', label: 'Examples', position: 'left', activeBaseRegex: '^/docs/examples/'},
    {to: '/docs/api/core', label: 'API', position: 'left', activeBaseRegex: '^/docs/api/'},
    {to: '/playground', label: 'Playground', position: 'left'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator" />'},
        {href: 'https://v6.formly.dev', label: 'v6'},
        {href: 'https://v5.formly.dev', label: 'v5'},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
    {
      href: sourceRepositoryUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'Formly source code on GitHub',
    },
  ],
} satisfies UserThemeConfig['navbar'];
