import {defineConfig} from '@playwright/test';
import {testChromiumLaunchOptions} from './scripts/chromium';

/**
 * Browser tests run against the production build (`npm run build:test`), served
 * locally. They use the system Chromium: nothing here downloads a browser.
 */
const port = Number(process.env.TEST_PORT ?? 3100);

export default defineConfig({
  testDir: './tests/browser',
  fullyParallel: true,
  // Two workers suit the 2-core machines the suite runs on; a flaky test is fixed, never retried.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://localhost:${port}`,
    colorScheme: 'light',
    // Recording a trace for every test took a quarter of a demo test's time. To debug a failure,
    // run it again with `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: testChromiumLaunchOptions,
  },
  webServer: {
    command: `npx docusaurus serve --dir build --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
