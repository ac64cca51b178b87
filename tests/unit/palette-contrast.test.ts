/**
 * Colour contrast of the site's palette, checked once from the style sheets rather than by axe
 * on every page in both colour modes: every text colour of the theme and of the site's own
 * components, on what it is shown on, in light and in dark mode, reaches WCAG 2.x AA (4.5:1;
 * 3:1 for large text and for shapes that are not text, each with its reason in PAIR_GROUPS).
 *
 * The colours are read from the sheets the site loads (SHEETS), never copied here, and resolved
 * by support/css-palette.ts as the browser would: custom properties, specificity, source order,
 * inheritance, and semi-transparent colours composited over what lies below.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createAnnouncementBar} from '../../config/announcement';
import {footer} from '../../config/footer';
import {navbar} from '../../config/navbar';
import {
  Cascade,
  checkPair,
  composite,
  formatColor,
  formatRatio,
  parseStyleSheet,
  propertiesSetBy,
  scopedClassName,
  type ColourMode,
  type ComplexSelector,
  type ContrastPair,
  type ElementSpec,
  type PairResult,
  type StyleSheet,
} from './support/css-palette';

const siteDir = path.resolve(__dirname, '../..');
const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));

/** The .css files under `dir`, sorted, as paths relative to it. */
function cssFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.css'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function readSheet(name: string, file: string): StyleSheet {
  return parseStyleSheet(fs.readFileSync(file, 'utf8'), name, {cssModule: file.endsWith('.module.css')});
}

/** The site's own sheets: custom CSS, plugin client modules and component styles, as repository paths. */
const CUSTOM_CSS = 'src/css/custom.css';
const PLUGIN_CLIENT_CSS = ['plugins/code-highlight/code-colors.css', 'plugins/deferred-sections/sections.css'];
const SITE_COMPONENT_CSS = [
  ...cssFilesUnder(path.join(siteDir, 'src')).map((file) => `src/${file}`),
  ...cssFilesUnder(path.join(siteDir, 'plugins')).map((file) => `plugins/${file}`),
].filter((file) => file !== CUSTOM_CSS && !PLUGIN_CLIENT_CSS.includes(file));
const SITE_CSS = [CUSTOM_CSS, ...PLUGIN_CLIENT_CSS, ...SITE_COMPONENT_CSS];

/**
 * Every sheet the site's pages load, in the order of the built stylesheet (build/assets/css):
 * Infima (theme-classic's first client module), theme-classic's component styles, DocSearch's
 * variables and button (plugins/search-index/docsearch-style.ts) and the search theme's styles,
 * then the customCss, the plugins' client modules and the site's component styles. Component
 * sheets scope their class names, so their order among themselves decides nothing.
 */
const SHEETS: StyleSheet[] = [
  readSheet('infima', path.join(path.dirname(require.resolve('infima/package.json')), 'dist/css/default/default.css')),
  ...cssFilesUnder(themeClassicLib).map((file) => readSheet(`theme-classic/${file}`, path.join(themeClassicLib, file))),
  ...['_variables.css', 'button.css'].map((file) =>
    readSheet(`@docsearch/css/${file}`, path.join(path.dirname(require.resolve('@docsearch/css')), file)),
  ),
  ...['SearchBar/styles.css', 'SearchPage/styles.module.css'].map((file) =>
    readSheet(
      `theme-search-algolia/${file}`,
      path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme', file),
    ),
  ),
  ...SITE_CSS.map((file) => readSheet(file, path.join(siteDir, file))),
];

const cascade = new Cascade(SHEETS);
const MODES: readonly ColourMode[] = ['light', 'dark'];

function sheetNamed(name: string): StyleSheet {
  const sheet = SHEETS.find((candidate) => candidate.name === name);
  if (!sheet) throw new Error(`No style sheet ${name} is loaded`);
  return sheet;
}

/** Every class a selector names, those inside :is(), :where() and :not() included. */
function selectorClasses(selector: ComplexSelector): string[] {
  return selector.compounds.flatMap((compound) => [
    ...compound.classes,
    ...compound.pseudoClasses.flatMap((pseudo) => (pseudo.selectors ?? []).flatMap(selectorClasses)),
  ]);
}

/** The class an element carries for class `local` of a CSS module; checked to exist, so that a typo cannot make a pair match nothing. */
function moduleClass(sheetName: string, local: string): string {
  const scoped = scopedClassName(sheetName, local);
  const used = sheetNamed(sheetName).rules.some((rule) =>
    rule.selectors.some((s) => selectorClasses(s).includes(scoped)),
  );
  if (!used) throw new Error(`${sheetName} has no class "${local}"`);
  return scoped;
}

/** Class `local` of a theme-classic component's styles, such as themeClass('Admonition/Layout', 'admonition'). */
const themeClass = (component: string, local: string) =>
  moduleClass(`theme-classic/theme/${component}/styles.module.css`, local);
/** Class `local` of one of the site's CSS modules, named by its path in the repository. */
const siteClass = moduleClass;

function el(tag: string, classes: string | readonly string[] = [], extra: Omit<ElementSpec, 'tag' | 'classes'> = {}) {
  return {tag, classes: typeof classes === 'string' ? classes.split(' ').filter(Boolean) : classes, ...extra};
}

const link = (classes: string | readonly string[] = [], extra: Omit<ElementSpec, 'tag' | 'classes'> = {}) =>
  el('a', classes, {...extra, attributes: {href: '/docs', ...extra.attributes}});

function hovered(element: ElementSpec): ElementSpec {
  return {...element, states: [...(element.states ?? []), 'hover']};
}

// ---------------------------------------------------------------------------------------------
// Where things are on the site: the elements from <html> down, with the classes that style them.

const app = [el('html'), el('body', 'navigation-with-keyboard'), el('div', [], {id: '__docusaurus'})];
const mainWrapper = el('div', ['main-wrapper', themeClass('Layout', 'mainWrapper')]);
const docPage = [
  ...app,
  mainWrapper,
  el('div', themeClass('DocRoot/Layout', 'docsWrapper')),
  el('div', themeClass('DocRoot/Layout', 'docRoot')),
  el('main', themeClass('DocRoot/Layout/Main', 'docMainContainer')),
  el('div', 'container padding-top--md padding-bottom--lg'),
  el('div', 'row'),
];
const docContent = [...docPage, el('div', 'col'), el('article'), el('div', 'theme-doc-markdown markdown')];
const tocColumn = [
  ...docPage,
  el('div', 'col col--3'),
  el('div', [themeClass('TOC', 'tableOfContents'), 'thin-scrollbar']),
];
const tocList = [...tocColumn, el('ul', 'table-of-contents table-of-contents__left-border'), el('li')];

const codeContentSheet = 'plugins/code-highlight/theme/CodeBlock/Content/styles.module.css';
function codeBlockLine(highlighted: boolean): ElementSpec[] {
  return [
    ...docContent,
    el('div', ['language-ts', themeClass('CodeBlock/Container', 'codeBlockContainer'), 'theme-code-block']),
    el('div', themeClass('CodeBlock/Layout', 'codeBlockContent')),
    el('pre', ['prism-code', 'language-ts', siteClass(codeContentSheet, 'codeBlock'), 'thin-scrollbar']),
    el('code', siteClass(codeContentSheet, 'codeBlockLines')),
    el('div', highlighted ? 'token-line theme-code-block-highlighted-line' : 'token-line'),
  ];
}

/** The admonition types Docusaurus renders, each with the Infima alert classes its component uses. */
const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'].map((type) => {
  const file = path.join(themeClassicLib, 'theme/Admonition/Type', `${type[0].toUpperCase()}${type.slice(1)}.js`);
  const infimaClasses = /const infimaClassName = '([^']+)'/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!infimaClasses) throw new Error(`${file} no longer names its Infima classes`);
  return {type, infimaClasses};
});

function admonition(type: string, infimaClasses: string): ElementSpec[] {
  return [
    ...docContent,
    el('div', [
      'theme-admonition',
      `theme-admonition-${type}`,
      themeClass('Admonition/Layout', 'admonition'),
      ...infimaClasses.split(' '),
    ]),
  ];
}

const admonitionContent = (type: string, infimaClasses: string) => [
  ...admonition(type, infimaClasses),
  el('div', themeClass('Admonition/Layout', 'admonitionContent')),
  el('p'),
];

const stripedRow = [
  ...docContent,
  el('div', siteClass('src/components/ScrollableTable/styles.module.css', 'scrollBox'), {attributes: {tabindex: '0'}}),
  el('table'),
  el('tbody'),
  el('tr', [], {states: ['nth-child(2n)']}),
  el('td'),
];

/** The navbar's classes for the style config/navbar.ts sets, as theme-classic's Navbar/Layout adds them. */
const navbarStyle = (navbar as {style?: 'dark' | 'primary'}).style;
const navbarElement = el('nav', [
  'navbar',
  'navbar--fixed-top',
  ...(navbar.hideOnScroll ? [themeClass('Navbar/Layout', 'navbarHideable')] : []),
  ...(navbarStyle ? [`navbar--${navbarStyle}`] : []),
]);
const navbarItems = [...app, navbarElement, el('div', 'navbar__inner'), el('div', 'navbar__items')];
const navbarRightItems = [
  ...app,
  navbarElement,
  el('div', 'navbar__inner'),
  el('div', 'navbar__items navbar__items--right'),
];
const navbarLink = link('navbar__item navbar__link');
const githubLink = link('navbar__item navbar__link header-github-link');
const dropdownMenu = [
  ...navbarRightItems,
  el('div', 'navbar__item dropdown dropdown--hoverable dropdown--right', {states: ['hover']}),
  el('ul', 'dropdown__menu'),
  el('li'),
];
const searchButton = [
  ...navbarRightItems,
  el('div', themeClass('Navbar/Search', 'navbarSearchContainer')),
  el('button', 'DocSearch DocSearch-Button'),
  el('span', 'DocSearch-Button-Container'),
];
const colourModeToggle = siteClass('src/theme/ColorModeToggle/styles.module.css', 'toggleButton');

/** The footer's classes for the style config/footer.ts sets, as theme-classic's Footer/Layout adds them. */
const footerElement = el('footer', [
  'theme-layout-footer',
  'footer',
  ...(footer.style === 'dark' ? ['footer--dark'] : []),
]);
const footerColumn = [
  ...app,
  footerElement,
  el('div', 'container container-fluid'),
  el('div', 'row footer__links'),
  el('div', 'col footer__col'),
];
const footerLinkItem = [...footerColumn, el('ul', 'footer__items clean-list'), el('li', 'footer__item')];

const sidebarMenu = [
  ...app,
  mainWrapper,
  el('div', themeClass('DocRoot/Layout', 'docsWrapper')),
  el('div', themeClass('DocRoot/Layout', 'docRoot')),
  el('aside', ['theme-doc-sidebar-container', themeClass('DocRoot/Layout/Sidebar', 'docSidebarContainer')]),
  el('div', themeClass('DocRoot/Layout/Sidebar', 'sidebarViewport')),
  el('div', themeClass('DocSidebar/Desktop', 'sidebar')),
  el('nav', ['menu', 'thin-scrollbar', themeClass('DocSidebar/Desktop/Content', 'menu')]),
  el('ul', 'theme-doc-sidebar-menu menu__list'),
];
const sidebarLinkItem = [
  ...sidebarMenu,
  el('li', 'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item'),
];
const sidebarCategory = [
  ...sidebarMenu,
  el('li', 'theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item'),
];
const mobileMenuItem = [
  ...app,
  {...navbarElement, classes: [...navbarElement.classes, 'navbar-sidebar--show']},
  el('div', 'navbar-sidebar'),
  el('div', 'navbar-sidebar__items'),
  el('div', 'navbar-sidebar__item menu'),
  el('ul', 'menu__list'),
  el('li', 'menu__list-item'),
];

/** The announcement bar, with the colours config/announcement.ts gives it (the theme sets them as an inline style). */
const announcementConfig = createAnnouncementBar('/');
const announcementBar = [
  ...app,
  el('div', ['theme-announcement-bar', themeClass('AnnouncementBar', 'announcementBar')], {
    attributes: {role: 'banner'},
    style: {'background-color': announcementConfig.backgroundColor, color: announcementConfig.textColor},
  }),
];

const liveExampleSheet = 'plugins/live-examples/theme/LiveExample/styles.module.css';
const liveExample = [...docContent, el('section', siteClass(liveExampleSheet, 'example'))];
const kitMatrixSheet = 'plugins/kit-matrix/theme/KitMatrix/styles.module.css';
const kitMatrixRow = (striped: boolean) => [
  ...docContent,
  el('div', siteClass(kitMatrixSheet, 'scroller')),
  el('table', siteClass(kitMatrixSheet, 'matrix')),
  el('tbody'),
  el('tr', [], {states: striped ? ['nth-child(2n)'] : []}),
];
const copyPageMenuSheet = 'plugins/llms-markdown/theme/CopyPage/menu.module.css';
const copyPageSheet = 'plugins/llms-markdown/theme/CopyPage/styles.module.css';
const copyPage = [...docPage, el('div', 'col'), el('article'), el('div', siteClass(copyPageSheet, 'copyPage'))];
const copyPageMenu = [...copyPage, el('div', siteClass(copyPageMenuSheet, 'menu'), {attributes: {role: 'menu'}})];

/** The /playground page: its sheet is global (rendered by the page in a <style> element), its classes plain. */
const playgroundSheet = 'plugins/playground/theme/PlaygroundPage/playground.css';
const playgroundPage = [...app, mainWrapper, el('main', 'formly-pg-playground')];
const playgroundTab = (selected: boolean) => [
  ...playgroundPage,
  el('div', 'formly-pg-panes'),
  el('section', 'formly-pg-editorPane'),
  el('div', 'formly-pg-tabs', {attributes: {role: 'tablist'}}),
  el('button', 'formly-pg-tab', {attributes: {role: 'tab', 'aria-selected': String(selected)}}),
];
const playgroundPanel = [
  ...playgroundPage,
  el('div', 'formly-pg-panes'),
  el('section', 'formly-pg-editorPane'),
  el('div', 'formly-pg-panel', {attributes: {role: 'tabpanel'}}),
];

const homeSheet = 'src/pages/index.module.css';
const homeHero = [...app, mainWrapper, el('header', siteClass(homeSheet, 'hero')), el('div', 'container')];
/** A section of the home page's main column, by its class in index.module.css. */
const homeSectionOf = (className: string) => [
  ...app,
  mainWrapper,
  el('main'),
  el('section', siteClass(homeSheet, className)),
  el('div', 'container'),
];
const homeAltSection = homeSectionOf('sectionAlt');
const kitListSheet = 'src/components/KitList/styles.module.css';
const kitCard = [
  ...homeAltSection,
  el('ul', siteClass(kitListSheet, 'kitList')),
  el('li'),
  link(siteClass(kitListSheet, 'kit')),
];
const homeSection = homeSectionOf('section');

/** Every token class code-colors.css colours (in either mode): each is checked on a code line and a highlighted line. */
const TOKEN_CLASSES = [
  ...new Set(
    sheetNamed('plugins/code-highlight/code-colors.css').rules.flatMap((rule) =>
      rule.selectors.flatMap((selector) =>
        selector.compounds
          .filter((compound) => compound.classes.includes('token'))
          .flatMap((compound) => [
            ...compound.classes.filter((name) => name !== 'token'),
            ...compound.pseudoClasses.flatMap((pseudo) => (pseudo.selectors ?? []).flatMap(selectorClasses)),
          ]),
      ),
    ),
  ),
].sort();

// ---------------------------------------------------------------------------------------------
// The pairs

/** The pairs, in groups of one part of the site each (one test each). */
const PAIR_GROUPS: readonly {readonly name: string; readonly pairs: readonly ContrastPair[]}[] = [
  {
    name: 'running text of a docs page',
    pairs: [
      {what: 'Body text on the page background', chain: [...docContent, el('p')]},
      {what: 'Heading on the page background', chain: [...docContent, el('h2', 'anchor')]},
      {what: 'Blockquote text on the page background', chain: [...docContent, el('blockquote'), el('p')]},
      {what: 'Link in running text', chain: [...docContent, el('p'), link()]},
      {what: 'Link in running text, hovered', chain: [...docContent, el('p'), hovered(link())]},
      {what: 'Inline code on its background, over the page', chain: [...docContent, el('p'), el('code')]},
      {what: 'Inline code inside a link', chain: [...docContent, el('p'), link(), el('code')]},
      {
        what: 'Secondary text: the "Previous"/"Next" label of the page navigation',
        chain: [
          ...docContent.slice(0, -1),
          el('nav', 'pagination-nav docusaurus-mt-lg'),
          link('pagination-nav__link pagination-nav__link--next'),
          el('div', 'pagination-nav__sublabel'),
        ],
      },
      {
        what: 'Table of contents link (secondary text)',
        chain: [...tocList, link('table-of-contents__link toc-highlight')],
      },
      {
        what: 'Table of contents link of the section in view',
        chain: [...tocList, link('table-of-contents__link toc-highlight table-of-contents__link--active')],
      },
      {
        what: 'Breadcrumb link',
        chain: [
          ...docContent.slice(0, -2),
          el('nav', ['theme-doc-breadcrumbs', themeClass('DocBreadcrumbs', 'breadcrumbsContainer')]),
          el('ul', 'breadcrumbs'),
          el('li', 'breadcrumbs__item'),
          link('breadcrumbs__link'),
        ],
      },
      {
        what: 'Breadcrumb of the current page on its highlight',
        chain: [
          ...docContent.slice(0, -2),
          el('nav', ['theme-doc-breadcrumbs', themeClass('DocBreadcrumbs', 'breadcrumbsContainer')]),
          el('ul', 'breadcrumbs'),
          el('li', 'breadcrumbs__item breadcrumbs__item--active'),
          el('span', 'breadcrumbs__link'),
        ],
      },
      {
        what: 'Tab label (the code and kit tabs)',
        chain: [
          ...docContent,
          el('div', 'theme-tabs-container tabs-container'),
          el('ul', 'tabs', {attributes: {role: 'tablist'}}),
          el('li', ['tabs__item', siteClass('src/theme/Tabs/styles.module.css', 'tabItem')], {
            attributes: {role: 'tab'},
          }),
        ],
      },
      {
        what: 'Tab label of the selected tab',
        chain: [
          ...docContent,
          el('div', 'theme-tabs-container tabs-container'),
          el('ul', 'tabs', {attributes: {role: 'tablist'}}),
          el('li', ['tabs__item', 'tabs__item--active', siteClass('src/theme/Tabs/styles.module.css', 'tabItem')]),
        ],
      },
      {
        what: 'Tab label, hovered (on the hover overlay)',
        chain: [
          ...docContent,
          el('div', 'theme-tabs-container tabs-container'),
          el('ul', 'tabs', {attributes: {role: 'tablist'}}),
          hovered(el('li', ['tabs__item', siteClass('src/theme/Tabs/styles.module.css', 'tabItem')])),
        ],
      },
      {
        what: 'Skip-to-content link on the surface colour',
        chain: [...app, link(themeClass('SkipToContent', 'skipToContent'), {states: ['focus']})],
      },
    ],
  },
  // The live examples' toolbar and the home page.
  {
    name: 'buttons',
    pairs: [
      {what: 'Primary button label', chain: [...liveExample, el('button', 'button button--sm button--primary')]},
      {
        what: 'Primary button label, hovered',
        chain: [...liveExample, hovered(el('button', 'button button--sm button--primary'))],
      },
      {what: 'Secondary button label', chain: [...liveExample, link('button button--sm button--secondary')]},
      {
        what: 'Secondary button label, hovered',
        chain: [...liveExample, hovered(link('button button--sm button--secondary'))],
      },
    ],
  },
  // Infima stripes every second row with a translucent shade.
  {
    name: 'tables',
    pairs: [
      {what: 'Table text on a striped row', chain: stripedRow},
      {what: 'Link on a striped table row', chain: [...stripedRow, link()]},
      {what: 'Inline code on a striped table row', chain: [...stripedRow, el('code')]},
      {what: 'Link with inline code on a striped table row', chain: [...stripedRow, link(), el('code')]},
      {
        what: 'Table header text on the header shade',
        chain: [...stripedRow.slice(0, -3), el('thead'), el('tr'), el('th')],
      },
    ],
  },
  // The plain code colour and every token colour, on a line and on a highlighted line.
  {
    name: 'code blocks',
    pairs: [
      ...[false, true].flatMap((highlighted) => {
        const line = codeBlockLine(highlighted);
        const where = highlighted ? 'on a highlighted code line' : 'on a code block';
        return [
          {what: `Plain code ${where}`, chain: [...line, el('span', 'token plain')]},
          ...TOKEN_CLASSES.map((token) => ({
            what: `Code token "${token}" ${where}`,
            chain: [...line, el('span', ['token', token])],
          })),
        ];
      }),
    ],
  },
  // Text, heading, links and inline code on the alert background of each type.
  {
    name: 'admonitions',
    pairs: [
      ...ADMONITION_TYPES.flatMap(({type, infimaClasses}) => [
        {
          what: `:::${type} admonition heading`,
          chain: [...admonition(type, infimaClasses), el('div', themeClass('Admonition/Layout', 'admonitionHeading'))],
        },
        {what: `:::${type} admonition text`, chain: admonitionContent(type, infimaClasses)},
        {what: `:::${type} admonition link`, chain: [...admonitionContent(type, infimaClasses), link()]},
        {what: `:::${type} admonition inline code`, chain: [...admonitionContent(type, infimaClasses), el('code')]},
        {
          what: `:::${type} admonition link with inline code`,
          chain: [...admonitionContent(type, infimaClasses), link(), el('code')],
        },
      ]),
    ],
  },
  {
    name: 'navbar',
    pairs: [
      {what: 'Navbar link', chain: [...navbarItems, navbarLink]},
      {what: 'Navbar link, hovered', chain: [...navbarItems, hovered(navbarLink)]},
      {
        what: 'Navbar link of the current section',
        chain: [...navbarItems, link('navbar__item navbar__link navbar__link--active')],
      },
      {
        what: 'Navbar site title',
        chain: [...navbarItems, link('navbar__brand'), el('b', 'navbar__title text--truncate')],
      },
      {
        what: 'GitHub mark in the navbar',
        chain: [...navbarRightItems, githubLink, {tag: 'a', pseudoElement: 'before'}],
        foreground: 'background',
        lowerMinimum: {nonText: 'an icon link (drawn as a mask in the background colour), WCAG 1.4.11'},
      },
      {
        what: 'GitHub mark in the navbar, hovered',
        chain: [...navbarRightItems, hovered(githubLink), {tag: 'a', pseudoElement: 'before'}],
        foreground: 'background',
        lowerMinimum: {nonText: 'an icon link (drawn as a mask in the background colour), WCAG 1.4.11'},
      },
      {what: 'Navbar dropdown item on the dropdown (surface colour)', chain: [...dropdownMenu, link('dropdown__link')]},
      {
        what: 'Navbar dropdown item of the current version, on its highlight',
        chain: [...dropdownMenu, link('dropdown__link dropdown__link--active')],
      },
      {what: 'Search button label', chain: [...searchButton, el('span', 'DocSearch-Button-Placeholder')]},
      {
        what: 'Search button magnifier icon',
        chain: [...searchButton, el('svg', 'DocSearch-Search-Icon')],
        lowerMinimum: {nonText: 'the icon of the search button, WCAG 1.4.11'},
      },
      {
        what: 'Colour mode toggle icon on its hover background',
        chain: [
          ...navbarRightItems,
          el('div', [
            themeClass('Navbar/Content', 'colorModeToggle'),
            siteClass('src/theme/ColorModeToggle/styles.module.css', 'toggle'),
          ]),
          hovered(el('button', ['clean-btn', colourModeToggle])),
          el('svg', siteClass('src/theme/ColorModeToggle/styles.module.css', 'toggleIcon')),
        ],
        lowerMinimum: {nonText: 'the icon of the colour mode button, WCAG 1.4.11'},
      },
    ],
  },
  {
    name: 'docs sidebar and mobile menu',
    pairs: [
      {what: 'Sidebar link', chain: [...sidebarLinkItem, link('menu__link')]},
      {what: 'Sidebar link, hovered (on the hover overlay)', chain: [...sidebarLinkItem, hovered(link('menu__link'))]},
      {
        what: 'Sidebar link of the current page, on the active overlay',
        chain: [...sidebarLinkItem, link('menu__link menu__link--active', {attributes: {'aria-current': 'page'}})],
      },
      {
        what: 'Sidebar category of the current page, on the active overlay',
        chain: [
          ...sidebarCategory,
          el('div', 'menu__list-item-collapsible menu__list-item-collapsible--active'),
          link([
            'menu__link',
            'menu__link--sublist',
            'menu__link--active',
            themeClass('DocSidebarItem/Category', 'categoryLink'),
          ]),
        ],
      },
      {what: 'Mobile menu link on the navbar sidebar', chain: [...mobileMenuItem, link('menu__link')]},
      {
        what: 'Mobile menu link of the current page, on the active overlay',
        chain: [...mobileMenuItem, link('menu__link menu__link--active')],
      },
    ],
  },
  {
    name: 'footer',
    pairs: [
      {what: 'Footer column title', chain: [...footerColumn, el('div', 'footer__title')]},
      {what: 'Footer link', chain: [...footerLinkItem, link('footer__link-item')]},
      {what: 'Footer link, hovered', chain: [...footerLinkItem, hovered(link('footer__link-item'))]},
      {
        what: 'Footer copyright text',
        chain: [
          ...app,
          footerElement,
          el('div', 'container container-fluid'),
          el('div', 'footer__bottom text--center'),
          el('div', 'footer__copyright'),
        ],
      },
    ],
  },
  {
    name: 'announcement bar',
    pairs: [
      {
        what: 'Announcement bar text',
        chain: [
          ...announcementBar,
          el('div', [
            themeClass('AnnouncementBar/Content', 'content'),
            themeClass('AnnouncementBar', 'announcementBarContent'),
          ]),
        ],
      },
      {
        what: 'Announcement bar link',
        chain: [
          ...announcementBar,
          el('div', [
            themeClass('AnnouncementBar/Content', 'content'),
            themeClass('AnnouncementBar', 'announcementBarContent'),
          ]),
          link(),
        ],
      },
      {
        what: 'Announcement bar close button icon',
        chain: [
          ...announcementBar,
          el('button', [
            'clean-btn',
            'close',
            themeClass('AnnouncementBar/CloseButton', 'closeButton'),
            themeClass('AnnouncementBar', 'announcementBarClose'),
          ]),
        ],
        lowerMinimum: {nonText: 'the icon of the close button, WCAG 1.4.11'},
      },
    ],
  },
  // src/components, src/theme and plugins/*/theme.
  {
    name: "the site's components",
    pairs: [
      {
        what: 'Live example load prompt on the frame box (surface colour)',
        chain: [
          ...liveExample,
          el('div', siteClass(liveExampleSheet, 'frameBox')),
          el('div', siteClass(liveExampleSheet, 'loadPrompt')),
          el('p'),
        ],
      },
      {
        what: 'Live example error message ("StackBlitz could not be opened")',
        chain: [
          ...liveExample,
          el('div', siteClass(liveExampleSheet, 'toolbar')),
          el('span', siteClass(liveExampleSheet, 'error')),
        ],
      },
      {what: 'Live example kit note', chain: [...liveExample, el('p', siteClass(liveExampleSheet, 'kitNote'))]},
      {
        what: 'Live example loading message',
        chain: [...liveExample, el('div', 'tabs-container'), el('p', siteClass(liveExampleSheet, 'loading'))],
      },
      {
        what: 'Kit matrix field kind on a striped row',
        chain: [
          ...kitMatrixRow(true),
          el('th', [], {attributes: {scope: 'row'}}),
          el('span', siteClass(kitMatrixSheet, 'kind')),
        ],
      },
      {
        what: 'Kit matrix field kind on a plain row',
        chain: [
          ...kitMatrixRow(false),
          el('th', [], {attributes: {scope: 'row'}}),
          el('span', siteClass(kitMatrixSheet, 'kind')),
        ],
      },
      {
        what: 'Kit matrix "not provided" on a striped row',
        chain: [...kitMatrixRow(true), el('td'), el('span', siteClass(kitMatrixSheet, 'missing'))],
      },
      {
        what: 'Kit matrix caption',
        chain: [...kitMatrixRow(false).slice(0, -2), el('caption')],
      },
      {
        what: 'Copy page button label on the surface colour',
        chain: [...copyPage, el('button', siteClass(copyPageSheet, 'trigger'))],
      },
      {what: 'Copy page status message', chain: [...copyPage, el('span', siteClass(copyPageMenuSheet, 'status'))]},
      {
        what: 'Copy page menu item on the menu (surface colour)',
        chain: [...copyPageMenu, link(siteClass(copyPageMenuSheet, 'item'), {attributes: {role: 'menuitem'}})],
      },
      {
        what: 'Copy page menu item, hovered or focused',
        chain: [...copyPageMenu, hovered(link(siteClass(copyPageMenuSheet, 'item'), {attributes: {role: 'menuitem'}}))],
      },
    ],
  },
  // plugins/playground/theme/PlaygroundPage/ (playground.css).
  {
    name: 'playground page',
    pairs: [
      {
        what: 'Playground mode and starter selects',
        chain: [
          ...playgroundPage,
          el('div', 'formly-pg-header'),
          el('div', 'formly-pg-toolbar', {attributes: {role: 'toolbar'}}),
          el('div', 'formly-pg-control'),
          el('select'),
        ],
      },
      {what: 'Playground editor tab', chain: playgroundTab(false)},
      {what: 'Playground editor tab, selected', chain: playgroundTab(true)},
      {what: 'Playground "(error)" mark on a tab', chain: [...playgroundTab(false), el('span', 'formly-pg-tabError')]},
      {
        what: 'Playground "(error)" mark on the selected tab',
        chain: [...playgroundTab(true), el('span', 'formly-pg-tabError')],
      },
      {
        what: 'Playground plain editor (before CodeMirror loads)',
        chain: [...playgroundPanel, el('div', 'formly-pg-editor'), el('textarea', 'formly-pg-plainEditor')],
      },
      {what: "Playground editor's JSON problem", chain: [...playgroundPanel, el('p', 'formly-pg-problem')]},
      {
        what: "Playground note on what an example's playground version leaves out",
        chain: [...playgroundPage, el('p', 'formly-pg-starterNote')],
      },
      {
        what: 'Playground hint under the editor',
        chain: [
          ...playgroundPage,
          el('div', 'formly-pg-panes'),
          el('section', 'formly-pg-editorPane'),
          el('p', 'formly-pg-hint'),
        ],
      },
    ],
  },
  // src/pages/index.tsx.
  {
    name: 'home page',
    pairs: [
      {
        what: 'Home page title over the hero gradient',
        chain: [...homeHero, el('h1', siteClass(homeSheet, 'heroTitle'))],
        lowerMinimum: {largeText: 'the title is 3rem (2.25rem on small screens) bold, above 24px'},
      },
      {
        what: 'Home page tagline over the hero gradient',
        chain: [...homeHero, el('p', siteClass(homeSheet, 'heroTagline'))],
      },
      {
        what: 'Home page "Get started" button',
        chain: [...homeHero, el('div', siteClass(homeSheet, 'heroActions')), link('button button--primary button--lg')],
      },
      {
        what: 'Home page "See the examples" outline button over the hero gradient',
        chain: [
          ...homeHero,
          el('div', siteClass(homeSheet, 'heroActions')),
          link('button button--secondary button--outline button--lg'),
        ],
      },
      {what: 'Home page text on the alternate section', chain: [...homeAltSection, el('p')]},
      {
        what: 'UI kit card name on the alternate section',
        chain: [...kitCard, el('span', siteClass(kitListSheet, 'kitName'))],
      },
      {
        what: 'UI kit card name, hovered',
        chain: [...kitCard.slice(0, -1), hovered(kitCard.at(-1)!), el('span', siteClass(kitListSheet, 'kitName'))],
      },
      {
        what: 'UI kit card package name (inline code) on the alternate section',
        chain: [...kitCard, el('code', siteClass(kitListSheet, 'kitPackage'))],
      },
      {
        what: 'Feature description on the home page',
        chain: [
          ...homeSection,
          el('div', siteClass('src/components/FeatureList/styles.module.css', 'features')),
          el('div', siteClass('src/components/FeatureList/styles.module.css', 'feature')),
          el('p'),
        ],
      },
    ],
  },
  // theme-search-algolia's, wrapped by plugins/search-index.
  {
    name: 'search page',
    pairs: [
      {
        what: 'Search page query input text',
        chain: [
          ...docPage.slice(0, 5),
          el('div', 'container margin-vert--lg'),
          el('input', siteClass('theme-search-algolia/SearchPage/styles.module.css', 'searchQueryInput')),
        ],
      },
    ],
  },
];

const PAIRS = PAIR_GROUPS.flatMap((group) => group.pairs);

// ---------------------------------------------------------------------------------------------
// The checks

const checked = new Map<ContrastPair, readonly PairResult[]>();

/** The pair's results in both modes, worked out once for the pair's own test and the checks across all pairs. */
function resultsOf(pair: ContrastPair): readonly PairResult[] {
  let results = checked.get(pair);
  if (!results) checked.set(pair, (results = MODES.map((mode) => checkPair(cascade, pair, mode))));
  return results;
}

/** A result as the messages show it: what, the colours and the ratio. */
function describeResult(result: PairResult): string {
  return (
    `${result.pair.what}: ${formatColor(result.foreground)} on ${formatColor(result.background)}, ` +
    `${formatRatio(result.ratio)}:1 (minimum ${result.minimum}:1)`
  );
}

for (const group of PAIR_GROUPS) {
  test(`contrast: ${group.name}`, (t) => {
    const results = group.pairs.flatMap(resultsOf);
    for (const mode of MODES) {
      // The pair closest to its minimum, to show how much room the group has.
      const weakest = results
        .filter((result) => result.mode === mode)
        .reduce((a, b) => (b.ratio / b.minimum < a.ratio / a.minimum ? b : a));
      t.diagnostic(`weakest in ${mode} mode: ${describeResult(weakest)}`);
    }
    const failures = results.flatMap((result) => (result.failure ? [result.failure] : []));
    assert.deepEqual(failures, [], failures.join('\n'));
  });
}

test('no rule inside @media, @supports or @container would change a checked colour', () => {
  const found = PAIRS.flatMap((pair) =>
    resultsOf(pair).flatMap((result) =>
      result.resolved.conditionalDeclarationsRead().map((rule) => `${pair.what} (${result.mode} mode): ${rule}`),
    ),
  );
  assert.deepEqual(found, []);
});

/** Colour declarations of the site's own sheets that no pair can check, and why. */
const UNCHECKED_SITE_COLOURS: readonly {sheet: string; selector: string; why: string}[] = [
  {
    sheet: playgroundSheet,
    selector: '.formly-pg-frame',
    why:
      'holds no text of the page: the page background shows through it around the sandboxed frame, whose document ' +
      "sets its own colours with the demos app's kit stylesheets, which axe checks on every demo (demos.spec.ts)",
  },
  {
    sheet: codeContentSheet,
    selector: '.codeLineNumber',
    why: 'line numbers are not shown: no code block sets showLineNumbers (checked below)',
  },
  {
    sheet: CUSTOM_CSS,
    selector: "div[class^='announcementBar'] a",
    why:
      "matches no element: the bar's class attribute starts with theme-announcement-bar, and its content's with " +
      "content_; the theme's own `.content a { color: inherit }` colours the link (the announcement bar link pair)",
  },
];

test("every colour the site's own style sheets set is checked by a pair", () => {
  const colourProperties = new Set(['color', 'background', 'background-color']);
  const unchecked: string[] = [];
  const staleExemptions: string[] = [];
  for (const sheet of SHEETS.filter((candidate) => SITE_CSS.includes(candidate.name))) {
    for (const rule of sheet.rules) {
      for (const declaration of rule.declarations.filter((candidate) => colourProperties.has(candidate.property))) {
        const exempt = UNCHECKED_SITE_COLOURS.some(
          (entry) => entry.sheet === sheet.name && rule.where === `${sheet.name} "${entry.selector}"`,
        );
        const read = PAIRS.some((pair) =>
          resultsOf(pair).some((result) =>
            propertiesSetBy(declaration.property).some((property) => result.resolved.readRuleProperty(rule, property)),
          ),
        );
        const described = `${rule.where}: ${declaration.property}: ${declaration.value}`;
        if (!exempt && !read) unchecked.push(described);
        if (exempt && read) staleExemptions.push(described);
      }
    }
  }
  assert.deepEqual(unchecked, [], 'add a pair for each of these to PAIRS');
  assert.deepEqual(staleExemptions, [], 'a pair checks these now: remove them from UNCHECKED_SITE_COLOURS');
});

/** The site's pages and components under `dirs`, where a code block option or a component class would be written. */
function siteSourceFiles(dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.(mdx?|tsx?)$/.test(file))
        .map((file) => path.join(siteDir, dir, file)),
    )
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

test('no code block shows line numbers (drawn at 40% opacity, they are not checked)', () => {
  // The code-highlight plugin implements the option; pages and components would set it.
  const using = siteSourceFiles(['docs', 'blog', 'src']).filter((file) =>
    fs.readFileSync(file, 'utf8').includes('showLineNumbers'),
  );
  assert.deepEqual(using, []);
});

test('the site uses no Infima badge, so no badge colours are checked', () => {
  const badgeClass = /\bbadge--[a-z]|class(Name)?=["'{][^"'}]*\bbadge\b/;
  const using = siteSourceFiles(['docs', 'blog', 'src', 'plugins']).filter((file) =>
    badgeClass.test(fs.readFileSync(file, 'utf8')),
  );
  assert.deepEqual(using, []);
});

test('the Prism theme sets no colours, so code-colors.css alone colours code blocks', () => {
  // theme-classic turns the Prism theme's plain colours into inline custom properties on each
  // code block, which would override the code-colors.css values this test checks.
  const siteConfig = fs.readFileSync(path.join(siteDir, 'config/site.ts'), 'utf8');
  assert.match(siteConfig, /prism: \{[^}]*theme: \{plain: \{\}, styles: \[\]\}/);
});

// ---------------------------------------------------------------------------------------------
// The reader itself: it must find a bad pair, and fail loudly on what it cannot read.

const greyText: ContrastPair = {what: 'Grey text on the page', chain: [el('html'), el('body'), el('p')]};

test('a pair below its minimum is reported with its mode, colours and ratio', () => {
  const sheet = parseStyleSheet(
    `:root { --text: #777; --page: #fff; }
     [data-theme='dark'] { --text: #555; --page: #222; }
     html { color: var(--text); background-color: var(--page); }`,
    'synthetic.css',
  );
  const synthetic = new Cascade([sheet]);
  assert.equal(
    checkPair(synthetic, greyText, 'light').failure,
    'Grey text on the page (light mode): #777777 on #ffffff is 4.47:1, below 4.5:1',
  );
  assert.match(
    checkPair(synthetic, greyText, 'dark').failure ?? '',
    /^Grey text on the page \(dark mode\): #555555 on #222222 is 2\.13:1, below 4\.5:1$/,
  );
  const large = {...greyText, lowerMinimum: {largeText: 'a heading of 24px'}};
  assert.equal(checkPair(synthetic, large, 'light').failure, undefined, '4.47:1 is enough for large text');
});

test('a colour the reader does not know, such as color-mix(), throws naming the value and its rule', () => {
  const direct = parseStyleSheet(
    'html { color: #000; background-color: #fff; } p { color: color-mix(in srgb, red 40%, blue); }',
    'future.css',
  );
  assert.throws(
    () => checkPair(new Cascade([direct]), greyText, 'light'),
    /Unsupported colour "color-mix\(in srgb, red 40%, blue\)" \(color in future\.css "p"\)/,
  );
  const throughVariable = parseStyleSheet(
    ':root { --mixed: color-mix(in oklab, #fff, #000); } html { color: #000; background: var(--mixed); }',
    'future.css',
  );
  assert.throws(
    () => checkPair(new Cascade([throughVariable]), greyText, 'light'),
    /color-mix\(in oklab, #fff, #000\)/,
  );
});

test('custom properties resolve by specificity, then source order, as the site loads the sheets', () => {
  const sheet = parseStyleSheet(
    `:root:not([data-theme='dark']) { --fg: #111111; }
     [data-theme='dark'] { --fg: #eeeeee; }
     html { --fg: #222222; }
     :where(:root) { --fg: #333333; }
     html { color: var(--fg); background-color: #777; }`,
    'order.css',
  );
  const synthetic = new Cascade([sheet]);
  const colourIn = (mode: ColourMode) =>
    formatColor(checkPair(synthetic, {what: 'text', chain: [el('html')]}, mode).resolved.textColour(0));
  assert.equal(colourIn('light'), '#111111', ':root:not([data-theme=dark]) is 0,2,0');
  assert.equal(colourIn('dark'), '#eeeeee', '[data-theme=dark] (0,1,0) outranks a later html (0,0,1)');
});

test('var() falls back, and a cycle or an unknown custom property throws', () => {
  const pairOn = (css: string) => checkPair(new Cascade([parseStyleSheet(css, 'vars.css')]), greyText, 'light');
  const fallback = pairOn('html { background: #fff; color: var(--missing, var(--also-missing, #000)); }');
  assert.equal(formatColor(fallback.foreground), '#000000');
  assert.throws(
    () => pairOn(':root { --a: var(--b); --b: var(--a); } html { background: #fff; color: var(--a); }'),
    /cycle: --a → --b → --a/,
  );
  assert.throws(() => pairOn('html { background: #fff; color: var(--nope); }'), /unknown custom property --nope/);
});

test('translucent backgrounds are composited over the layers below, on a white canvas in light mode', () => {
  const sheet = parseStyleSheet(
    `html { color: #000; background-color: transparent; }
     [data-theme='dark'] { color: #fff; background-color: #1b1b1d; color-scheme: dark; }
     code { background-color: rgb(255 255 255 / 10%); }
     [data-theme='light'] code { background-color: rgba(0, 0, 0, 0.5); }`,
    'layers.css',
  );
  const code: ContrastPair = {what: 'code', chain: [el('html'), el('body'), el('code')]};
  const synthetic = new Cascade([sheet]);
  assert.equal(formatColor(checkPair(synthetic, code, 'light').background), '#808080');
  assert.equal(
    formatColor(checkPair(synthetic, code, 'dark').background),
    formatColor(composite({r: 255, g: 255, b: 255, a: 0.1}, {r: 0x1b, g: 0x1b, b: 0x1d, a: 1})),
  );
});

test('rules inside @media are not applied, and are reported when they would change a colour read', () => {
  const sheet = parseStyleSheet(
    'html { color: #000; background: #fff; } @media (max-width: 996px) { p { color: #eee; } }',
    'media.css',
  );
  const result = checkPair(new Cascade([sheet]), greyText, 'light');
  assert.equal(formatColor(result.foreground), '#000000');
  assert.deepEqual(result.resolved.conditionalDeclarationsRead(), [
    'media.css "p" (inside @media (max-width: 996px)) sets color on element 2 (<p>)',
  ]);
});
