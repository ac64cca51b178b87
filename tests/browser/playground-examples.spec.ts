/**
 * "Edit in the playground" on the example pages: every example whose form the playground can open
 * (its starters, made from the same sources) links there in the reader's kit, and opens as the same
 * form: the same fields render, and the same input gives the same model. Each example is checked in
 * one of its kits, taken in turn, so that every kit is covered without multiplying the runs.
 */
import path from 'node:path';
import {waitForHydration} from './fixtures';
import {demos, expect, model, openDemoAlone, test} from './demos';
import {form} from './playground';
import {collectExampleStarters} from '../../plugins/playground/examples';
import {examplePages} from '../../lib/example-pages';
import {playgroundRoute, starterParam} from '../../lib/playground-address';
import {kitTabsGroup} from '../../lib/kit-choice';

const siteDir = path.join(__dirname, '..', '..');
const pages = examplePages(path.join(siteDir, 'docs'));
/** A control that takes typed text; not NG-ZORRO's select, whose search box is an input the reader cannot type in here. */
const textInput =
  'input:is([type="text"], [type="email"], [type="number"], :not([type])):not([readonly]):not(.ant-select-selection-search-input), textarea';
const starters = collectExampleStarters(path.join(siteDir, 'demos'), path.join(siteDir, 'docs'));

test('the example pages that open in the playground are the ones with a starter, and there are some', () => {
  expect(starters.length).toBeGreaterThan(0);
  expect(starters.every((starter) => pages.some((page) => page.demo === starter.id))).toBe(true);
});

starters.forEach((starter, index) => {
  const kits = starter.kits!;
  const kit = kits[index % kits.length];
  const page = pages.find((candidate) => candidate.demo === starter.id)!;
  const demo = demos.find((candidate) => candidate.name === starter.id)!;

  test(`${page.route} opens in the playground in ${kit} as the same form`, async ({page: tab}) => {
    // Two apps boot in this test: the example's and the playground's frame.
    test.setTimeout(90_000);
    await tab.goto(`${page.route}?${kitTabsGroup}=${kit}`);
    await waitForHydration(tab);
    const link = tab.getByRole('link', {name: 'Edit in the playground'});
    const href = `/${playgroundRoute}?${starterParam}=${starter.id}&${kitTabsGroup}=${kit}`;
    await expect(link).toHaveAttribute('href', href);

    const example = await openDemoAlone(tab, demo, kit);
    // The playground beside it, in a tab of its own, so that both forms are compared once both have settled
    // (an example may load options late).
    const beside = await tab.context().newPage();
    await beside.goto(href);
    await waitForHydration(beside);
    await expect(beside.getByTestId('form-status')).toHaveText(/^Form status: /, {timeout: 30_000});
    const playground = form(beside);
    const snapshots = () =>
      Promise.all([example, playground].map((frame) => frame.locator('formly-form').first().ariaSnapshot()));
    await expect
      .poll(async () => {
        const [own, opened] = await snapshots();
        return own === opened ? 'the same form' : `example:\n${own}\nplayground:\n${opened}`;
      })
      .toBe('the same form');

    const textbox = (frame: typeof example) => frame.locator(textInput).filter({visible: true}).first();
    if ((await textbox(example).count()) > 0) {
      await textbox(example).fill('Same input');
      await textbox(playground).fill('Same input');
    }
    // Each example prints its model first under the form (form-state prints its form state after it).
    if ((await model(example).count()) > 0) {
      await expect
        .poll(async () => JSON.parse(await beside.getByTestId('model-output').innerText()) as unknown)
        .toEqual(JSON.parse(await model(example).first().innerText()) as unknown);
    }
    await beside.close();
  });
});
