import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, phoneViewport} from './fixtures';

/**
 * Long pages wrap each section body that holds code or a table in an element
 * the browser renders only near the viewport (plugins/deferred-sections). The
 * reader must not notice: the scrollbar is about as long, a link to a heading
 * lands on it (a link followed by the site's router is checked in search.spec.ts,
 * from a search hit), the spacing is the page's usual one, and focus rings show whole.
 */

// The API reference of the core package: the longest page, most of it far below the fold.
const longPage = '/docs/api/core';

test.use({viewport: phoneViewport});

/** Each wrapper's height and whether the browser currently skips rendering its content. */
const sectionStates = (page: Page) =>
  page.locator('.deferred-section').evaluateAll((sections) =>
    sections.map((section) => ({
      height: section.getBoundingClientRect().height,
      skipped: !section.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
    })),
  );

test('sections off screen are not rendered, and reserve about the height they render at', async ({page}) => {
  await page.goto(longPage);
  await waitForHydration(page);
  const reserved = await sectionStates(page);
  expect(reserved.filter(({skipped}) => skipped).length, 'sections whose rendering is skipped').toBeGreaterThan(
    reserved.length / 2,
  );
  await page.addStyleTag({content: '.deferred-section { content-visibility: visible !important; }'});
  const rendered = await sectionStates(page);
  expect(rendered.every(({skipped}) => !skipped)).toBe(true);
  const total = (states: {height: number}[]) => states.reduce((sum, {height}) => sum + height, 0);
  const ratio = total(reserved) / total(rendered);
  expect(ratio, 'reserved height over rendered height, the whole page').toBeGreaterThan(0.8);
  expect(ratio, 'reserved height over rendered height, the whole page').toBeLessThan(1.25);
});

test('a link to a heading far down the page lands on the heading', async ({page}) => {
  await page.goto(longPage);
  // The last heading that follows a wrapped section: every section before it is off screen at load.
  const id = await page.locator('.deferred-section + :is(h2, h3)[id]').last().getAttribute('id');
  expect(id).toBeTruthy();
  await page.goto(`${longPage}#${id}`);
  await waitForHydration(page);
  const heading = page.locator(`[id="${id}"]`);
  // At its scroll margin from the top, as with every section rendered, once the sections around it have rendered.
  const offset = () =>
    heading.evaluate((element) =>
      Math.abs(Math.round(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop))),
    );
  await expect.poll(offset).toBe(0);
  await expect(heading).toBeInViewport();
});

test('a wrapped section is spaced from the next heading as an unwrapped one is', async ({page}) => {
  await page.goto(longPage);
  await waitForHydration(page);
  const headings = page.locator('.deferred-section + :is(h2, h3)');
  const gaps: {gap: number; margin: number}[] = [];
  // A rendered section is contained: margins do not collapse through its edges as they would without it.
  for (let index = 0; index < Math.min(5, await headings.count()); index += 1) {
    const heading = headings.nth(index);
    await heading.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        heading.evaluate((element) =>
          element.previousElementSibling!.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
        ),
      )
      .toBe(true);
    gaps.push(
      await heading.evaluate((element) => {
        const lastBlock = element.previousElementSibling!.lastElementChild!;
        return {
          gap: Math.round(element.getBoundingClientRect().top - lastBlock.getBoundingClientRect().bottom),
          // Between siblings, the larger of the two margins: the heading's, which is the larger.
          margin: Math.round(parseFloat(getComputedStyle(element).marginTop)),
        };
      }),
    );
  }
  expect(gaps.length).toBeGreaterThan(0);
  expect(gaps.filter(({gap, margin}) => Math.abs(gap - margin) > 1)).toEqual([]);
});

test('the focus ring of a code block or a table inside a section is drawn whole', async ({page}) => {
  await page.goto(longPage);
  await waitForHydration(page);
  for (const selector of ['.deferred-section pre[tabindex="0"]', '.deferred-section [role="group"][tabindex="0"]']) {
    const target = page.locator(selector).first();
    await target.scrollIntoViewIfNeeded();
    await target.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const fit = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const box = element.getBoundingClientRect();
      const clip = element.closest('.deferred-section')!.getBoundingClientRect();
      return {
        focused: element.matches(':focus-visible'),
        ring,
        left: box.left - ring >= clip.left,
        right: box.right + ring <= clip.right,
      };
    });
    expect(fit, selector).toEqual({focused: true, ring: fit.ring, left: true, right: true});
    expect(fit.ring, `${selector}: the focus ring's width`).toBeGreaterThan(0);
  }
});
