import {test, expect, waitForHydration, readStorage} from './fixtures';

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
});
