import ts from 'typescript';
import {test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/guide/properties-options.mdx in Chromium: the page's percent type, compiled just
 * in time on the installed packages, in a form of its own.
 */

const guide = 'docs/guide/properties-options.mdx';

test("the page's percent type shows the model's 0.15 as 15, stores 0.2 when the reader types 20 and 0.143 for 14.3 [guide/properties-options#percent-type-displays-converted]", async ({
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
      fields: [{key: 'rate', type: 'percent', props: {label: 'Discount rate'}}],
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
});
