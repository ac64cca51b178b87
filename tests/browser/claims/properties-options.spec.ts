import ts from 'typescript';
import {test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/guide/properties-options.mdx in Chromium: the page's percent type, compiled just
 * in time on the installed packages, in a form of its own.
 */

const guide = 'docs/guide/properties-options.mdx';

test("the page's percent type shows the model's 0.15 as 15, stores 0.2 when the reader types 20 and 0.143 for 14.3, keeps 20.50 typed with no delay and stores 0.205, and writes a value from elsewhere into the box [guide/properties-options#percent-type-displays-converted]", async ({
  page,
}) => {
  await openJitPage(page, {
    local: {
      percent: transpilePageCode(
        pageCodeBlock(guide, 'percent.type.ts'),
        `${guide}#percent.type.ts`,
        ts.ModuleKind.ESNext,
      ),
    },
    main: formlyFormMain({
      imports: "import {percentConfig} from './percent.js';",
      configs: '[percentConfig]',
      // Once a preset is typed, an expression copies it into the rate: a value from elsewhere.
      fields: {
        expression: `[
          {key: 'rate', type: 'percent', props: {label: 'Discount rate'},
            expressions: {'model.rate': (field) => field.model.preset ?? field.model.rate}},
          {key: 'preset', type: 'percent', props: {label: 'Preset rate'}},
        ]`,
      },
      model: {rate: 0.15},
    }),
  });
  const rate = () => page.evaluate(() => (window as unknown as {formModel: {rate: unknown}}).formModel.rate);
  const box = page.getByRole('spinbutton', {name: 'Discount rate'});
  await expect(box).toHaveValue('15');
  expect(await rate()).toBe(0.15);
  await box.fill('20');
  await expect.poll(rate).toBe(0.2);
  await expect(box).toHaveValue('20');
  // 14.3 / 100 alone is 0.14300000000000002.
  await box.fill('14.3');
  await expect.poll(rate).toBe(0.143);
  await expect(box).toHaveValue('14.3');
  // Keys with no pause: a box rewritten between them lost the final 0 or the point ("20.5", "5020").
  await box.fill('');
  await expect.poll(rate).toBe(null);
  await box.pressSequentially('20.50');
  // Angular's zoneless scheduler renders by the next animation frame: after two, any write has happened.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await rate()).toBe(0.205);
  expect(await box.inputValue()).toBe('20.50');
  await page.getByRole('spinbutton', {name: 'Preset rate'}).fill('30');
  await expect.poll(rate).toBe(0.3);
  await expect(box).toHaveValue('30');
});
