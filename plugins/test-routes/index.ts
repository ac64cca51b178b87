import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in the build the browser tests run against
 * (FORMLY_TEST_ROUTES=1). They let the tests drive the theme's crash screen and
 * the fallback loader's error box, which no real page triggers on purpose.
 */
export const testRoutes = [
  {path: '/__tests/crash', component: 'CrashPage.tsx'},
  {path: '/__tests/lazy-widget', component: 'LazyWidgetPage.tsx'},
] as const;

export default function testRoutesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'formly-test-routes',
    async contentLoaded({actions}) {
      for (const route of testRoutes) {
        actions.addRoute({
          path: route.path,
          component: path.join(__dirname, 'pages', route.component),
          exact: true,
        });
      }
    },
  };
}
