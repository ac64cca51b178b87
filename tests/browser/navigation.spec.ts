import {test, expect, waitForHydration, readGenerated, readStorage} from './fixtures';

interface DocsGlobalData {
  'docusaurus-plugin-content-docs': {default: {versions: {name: string; label: string; isLast: boolean}[]}};
}

test.describe('navbar', () => {
  test('links to each section, the versions, the source and the locale', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const sections = {
      Guides: '/docs/guide/getting-started',
      UI: '/docs/ui/bootstrap',
      Examples: '/docs/examples/introduction',
      API: '/docs/api/core',
    };
    for (const [label, href] of Object.entries(sections)) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await expect(navbar.getByRole('link', {name: 'Formly source code on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/ngx-formly/ngx-formly',
    );

    const versions = navbar.locator('.dropdown', {has: page.getByRole('button', {name: 'v7'})});
    await versions.hover();
    await expect(versions.getByRole('link', {name: 'v7'})).toHaveAttribute('href', '/docs/guide/getting-started');
    await expect(versions.getByRole('link', {name: 'v6'})).toHaveAttribute('href', 'https://v6.formly.dev');
    await expect(versions.getByRole('link', {name: 'v5'})).toHaveAttribute('href', 'https://v5.formly.dev');

    const locales = navbar.locator('.dropdown', {has: page.getByRole('button', {name: 'English'})});
    await locales.hover();
    await expect(locales.getByRole('link')).toHaveCount(1);
    await expect(locales.getByRole('link', {name: 'English'})).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await expect(navbar.getByRole('button', {name: /switch between dark and light mode/i})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /search/i})).toBeVisible();
  });

  test('the current docs version is v7 and the latest one', async ({page}) => {
    const {versions} = readGenerated<DocsGlobalData>('globalData.json')['docusaurus-plugin-content-docs'].default;
    expect(versions).toEqual([expect.objectContaining({name: 'current', label: 'v7', isLast: true})]);
    await page.goto('/docs/guide/getting-started');
    await expect(page.locator('html')).toHaveClass(/docs-version-current/);
    // The latest version shows no "unreleased" or "unmaintained" banner.
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('choosing a version in the dropdown is remembered in local storage', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const versions = page.locator('.navbar .dropdown', {has: page.getByRole('button', {name: 'v7'})});
    await versions.hover();
    await versions.getByRole('link', {name: 'v7'}).click();
    await expect(page).toHaveURL(/\/docs\/guide\/getting-started$/);
    await expect.poll(() => readStorage(page, 'docs-preferred-version-default')).toBe('current');
    await page.reload();
    expect(await readStorage(page, 'docs-preferred-version-default')).toBe('current');
  });

  test('the search button and both shortcuts open the search modal', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const modal = page.locator('.DocSearch-Modal');

    await page.getByRole('button', {name: /search/i}).click();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // "/" is ignored while a button has focus, as it is after closing the modal.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(modal).toBeVisible();
  });

  test('the navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
    await page.goto('/docs/guide/getting-started');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const navbarTop = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);

    await page.mouse.move(600, 400);
    for (let i = 0; i < 4; i += 1) {
      await page.mouse.wheel(0, 400);
    }
    await expect.poll(navbarTop).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -200);
    await expect.poll(navbarTop).toBeGreaterThan(0);
  });
});

test.describe('mobile layout', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('below 996 px the navbar collapses into a menu that closes on navigation', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'Examples'})).toBeHidden();

    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(sidebar).toBeHidden();
  });

  test('the open menu closes when the viewport grows to desktop width', async ({page}) => {
    await page.goto('/docs/guide/getting-started');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('docs sidebar and table of contents', () => {
  test('one sidebar lists the sections in order and can be hidden', async ({page}) => {
    await page.goto('/docs/guide/getting-started');
    await waitForHydration(page);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const categories = await sidebar
      .locator('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible')
      .allInnerTexts();
    const order = ['Guides', 'UI', 'Examples', 'API'];
    expect(categories.map((label) => label.trim())).toEqual(order.filter((label) => categories.some((c) => c.trim() === label)));
    expect(categories[0].trim()).toBe('Guides');

    await sidebar.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(sidebar.locator('nav.menu')).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(sidebar.locator('nav.menu')).toBeVisible();
  });

  test('opening a sidebar category collapses the others', async ({page}) => {
    await page.goto('/docs/guide/getting-started');
    await waitForHydration(page);
    const topLevel = page.locator('.theme-doc-sidebar-item-category-level-1');
    test.skip((await topLevel.count()) < 2, 'needs at least two sidebar sections');
    const guides = topLevel.first();
    const other = topLevel.nth(1);
    await expect(guides).not.toHaveClass(/menu__list-item--collapsed/);
    await other.locator('.menu__caret, .menu__link--sublist-caret').first().click();
    await expect(other).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(guides).toHaveClass(/menu__list-item--collapsed/);
  });

  test('the table of contents lists headings of levels 2 and 3 only', async ({page}) => {
    await page.goto('/docs/guide/getting-started');
    const targets = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) =>
        links.map((link) => {
          const id = decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1));
          return document.getElementById(id)?.tagName ?? 'missing';
        }),
      );
    expect(targets.length).toBeGreaterThan(2);
    expect(new Set(targets)).toEqual(new Set(['H2', 'H3']));
  });
});

test('the footer has docs, community and social links and a copyright line', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', {name: 'Getting Started'})).toHaveAttribute('href', '/docs/guide/getting-started');
  await expect(footer.getByRole('link', {name: 'GitHub issues'})).toHaveAttribute(
    'href',
    'https://github.com/ngx-formly/ngx-formly/issues',
  );
  await expect(footer.getByRole('link', {name: 'GitHub discussions'})).toHaveAttribute(
    'href',
    'https://github.com/ngx-formly/ngx-formly/discussions',
  );
  await expect(footer.getByRole('link', {name: 'Stack Overflow'})).toHaveAttribute(
    'href',
    'https://stackoverflow.com/questions/tagged/ngx-formly',
  );
  await expect(footer.getByRole('link', {name: 'X (Twitter)'})).toBeVisible();
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Formly contributors`);
});
