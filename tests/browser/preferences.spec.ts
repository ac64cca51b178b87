import {test, expect, waitForHydration, readStorage, seedStorage} from './fixtures';

test.describe('colour mode', () => {
  test('is light by default and a toggle switches and persists it', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await readStorage(page, 'theme')).toBe('dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test.describe('with a dark system preference', () => {
    test.use({colorScheme: 'dark'});

    test('follows the system when nothing is stored', async ({page}) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });

    test('a stored choice wins over the system preference', async ({page}) => {
      await seedStorage(page, {theme: 'light'});
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });
});

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('links to the migration guide, closes, and stays closed', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator(bar)).toContainText('Formly v7 is out');
    await expect(page.locator(bar).getByRole('link', {name: 'migration guide'})).toHaveAttribute(
      'href',
      '/docs/guide/migration',
    );
    await page.locator(bar).getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toBeHidden();
    expect([
      await readStorage(page, 'docusaurus.announcement.dismiss'),
      await readStorage(page, 'docusaurus.announcement.id'),
    ]).toEqual(['true', 'formly-v7-released']);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toBeHidden();
  });

  test('shows again when the announcement id changes', async ({page}) => {
    await seedStorage(page, {
      'docusaurus.announcement.dismiss': 'true',
      'docusaurus.announcement.id': 'an-older-announcement',
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator(bar)).toBeVisible();
    expect(await readStorage(page, 'docusaurus.announcement.dismiss')).toBe('false');
    expect(await readStorage(page, 'docusaurus.announcement.id')).toBe('formly-v7-released');
  });
});
