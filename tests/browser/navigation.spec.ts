import {navbar} from '../../config/navbar';
import {footer} from '../../config/footer';
import sidebars from '../../sidebars';
import {test, expect, waitForHydration, readGenerated, phoneViewport} from './fixtures';

/**
 * The navigation as the site configures it (config/navbar.ts, config/footer.ts,
 * sidebars.ts, the docs options in config/site.ts), and the docs sidebar in the
 * phone menu, which src/theme/DocSidebar/Mobile renders. Behaviour the theme
 * brings unchanged, such as the rest of the mobile menu, is the theme's to test.
 */

interface DocsGlobalData {
  'docusaurus-plugin-content-docs': {default: {versions: {name: string; label: string; isLast: boolean}[]}};
}

/** The configured links that carry a label, with where they point. */
function configuredLinks(items: readonly object[]): {label: string; href: string}[] {
  return items.flatMap((item) => {
    const {label, to, href} = item as {label?: string; to?: string; href?: string};
    return label && (to ?? href) ? [{label, href: (to ?? href)!}] : [];
  });
}

test.describe('navbar', () => {
  test('shows every configured link, the versions, the locale and the source link', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('navigation', {name: 'Main'});
    for (const {label, href} of configuredLinks(navbar.items)) {
      await expect(bar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    const sourceLink = navbar.items.find((item) => 'aria-label' in item) as {'aria-label': string; href: string};
    await expect(bar.getByRole('link', {name: sourceLink['aria-label']})).toHaveAttribute('href', sourceLink.href);

    const versionDropdown = navbar.items.find((item) => item.type === 'docsVersionDropdown')!;
    const versions = bar.locator('.dropdown', {has: page.getByRole('button', {name: 'v7'})});
    await versions.hover();
    await expect(versions.getByRole('link', {name: 'v7'})).toHaveAttribute('href', '/docs/guide/getting-started');
    for (const {label, href} of configuredLinks(versionDropdown.dropdownItemsAfter ?? [])) {
      await expect(versions.getByRole('link', {name: label})).toHaveAttribute('href', href);
    }

    const locales = bar.locator('.dropdown', {has: page.getByRole('button', {name: 'English'})});
    await locales.hover();
    await expect(locales.getByRole('link')).toHaveCount(1);
    await expect(locales.getByRole('link', {name: 'English'})).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('every navbar control can be reached with the keyboard', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    // DocSearch names its button after the platform's shortcut key only once an effect has run.
    await expect(page.locator('nav.navbar .DocSearch-Button-Keys kbd')).toHaveCount(2);
    const controls = page.locator('nav.navbar').locator('a[href], button');
    const expected = await controls.evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility({visibilityProperty: true}))
        .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
    );
    expect(expected.length).toBeGreaterThan(configuredLinks(navbar.items).length);
    const reached = new Set<string>();
    // Tab through the page until focus leaves the navbar for the main content.
    for (let presses = 0; presses < expected.length + 10; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.closest('nav.navbar')
          ? (element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '')
          : null;
      });
      if (focused !== null) {
        reached.add(focused);
      } else if (reached.size > 0) {
        break;
      }
    }
    expect([...reached].sort()).toEqual([...new Set(expected)].sort());
  });
});

test('the current docs version is v7 and the latest one, without a version banner', async ({page}) => {
  const {versions} = readGenerated<DocsGlobalData>('globalData.json')['docusaurus-plugin-content-docs'].default;
  expect(versions).toEqual([expect.objectContaining({name: 'current', label: 'v7', isLast: true})]);
  await page.goto('/docs/guide/getting-started');
  await expect(page.locator('html')).toHaveClass(/docs-version-current/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test.describe('docs sidebar and table of contents', () => {
  const sections = (sidebars.docs as {label: string}[]).map(({label}) => label);

  test('the sidebar lists the sections of sidebars.ts in order', async ({page}) => {
    await page.goto('/docs/guide/getting-started');
    await waitForHydration(page);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.locator('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible')).toHaveText(
      sections,
    );
  });

  test('on a phone the menu shows the sidebar, marks the page, and closes when a link is followed', async ({page}) => {
    await page.setViewportSize(phoneViewport);
    await page.goto('/docs/guide/getting-started');
    await waitForHydration(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.locator('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible')).toHaveText(
      sections,
    );
    const current = menu.locator('.theme-doc-sidebar-menu .menu__link--active:not(.menu__link--sublist)');
    await expect(current).toHaveAttribute('href', '/docs/guide/getting-started');
    const next = current.locator('xpath=ancestor::li[1]/following-sibling::li[1]//a').first();
    const nextHref = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(nextHref!);
    await expect(menu).toBeHidden();
  });

  test('the table of contents lists headings of levels 2 and 3 only', async ({page}) => {
    await page.goto('/docs/guide/getting-started');
    const targets = await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').evaluateAll((links) =>
      links.map((link) => {
        const id = decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1));
        return document.getElementById(id)?.tagName ?? 'missing';
      }),
    );
    expect(new Set(targets)).toEqual(new Set(['H2', 'H3']));
  });
});

test('the footer shows every configured link and the copyright line', async ({page}) => {
  await page.goto('/');
  const shown = page.locator('footer');
  for (const {label, href} of configuredLinks(footer.links.flatMap((column) => column.items))) {
    // The theme appends "(opens in new tab)" to the accessible name of external links.
    const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\(opens in new tab\\))?$`);
    await expect(shown.getByRole('link', {name})).toHaveAttribute('href', href);
  }
  await expect(shown).toContainText(footer.copyright);
});
