import type {UserThemeConfig} from '@docusaurus/theme-common';
import {sourceRepositoryUrl} from './env';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Getting Started', to: '/docs/guide/getting-started'},
        {label: 'UI kits', to: '/docs/ui/bootstrap'},
        {label: 'Examples', to: '/docs/examples/introduction'},
        {label: 'API reference', to: '/docs/api/core'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub issues', href: `${sourceRepositoryUrl}/issues`},
        {label: 'GitHub discussions', href: `${sourceRepositoryUrl}/discussions`},
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/ngx-formly'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'GitHub', href: sourceRepositoryUrl},
        {label: 'npm', href: 'https://www.npmjs.com/package/@ngx-formly/core'},
        {label: 'X (Twitter)', href: 'https://x.com/ngxformly'},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Formly contributors. Released under the MIT licence. Built with Docusaurus.`,
} satisfies UserThemeConfig['footer'];
