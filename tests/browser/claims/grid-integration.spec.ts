import ts from 'typescript';
import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import type {FormlyFieldConfig} from '../../claims/support/formly';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Claims of docs/examples/advanced/grid-integration.mdx in Chromium: the page's grid-select type, AG Grid
 * with row selection, whose value is the ids of the ticked rows, in a form compiled just in time.
 */

const examplePage = 'docs/examples/advanced/grid-integration.mdx';

/** The page's type and field, each transpiled from its block, in a form whose model starts as `model`. */
async function openGridSelect(page: Page, model: Record<string, unknown>): Promise<void> {
  const module = (title: string) =>
    transpilePageCode(pageCodeBlock(examplePage, title)!, `${examplePage}#${title}`, ts.ModuleKind.ESNext);
  await openJitPage(page, {
    local: {type: module('grid-select.type.ts'), field: module('supplier-field.ts')},
    main: formlyFormMain({
      imports:
        "import {GridSelectType} from './type.js';\nimport {supplierField} from './field.js';\nwindow.supplierField = supplierField;\nwindow.supplierRows = supplierField.props.items;",
      configs: "[{types: [{name: 'grid-select', component: GridSelectType}]}]",
      fields: {expression: '[supplierField]'},
      model,
    }),
  });
  await expect(page.locator('.ag-row')).not.toHaveCount(0);
}

/** Gives the field a new list of rows, those of the page's list with these ids, and lets Formly check its view. */
const setItems = (page: Page, ids: string[]) =>
  page.evaluate((kept) => {
    const {supplierField: field, supplierRows} = window as unknown as {
      supplierField: FormlyFieldConfig;
      supplierRows: {id: string}[];
    };
    field.props!['items'] = supplierRows.filter((row) => kept.includes(row.id));
    field.options!.detectChanges!(field);
  }, ids);

/** The checkbox of the row with this id. */
const rowBox = (page: Page, id: string) => page.locator(`.ag-row[row-id="${id}"] .ag-selection-checkbox input`);

/** The control's value and flags, and the model's entry. */
const state = (page: Page) =>
  page.evaluate(() => {
    const {formGroup, formModel} = window as unknown as {
      formGroup: {get(key: string): {value: unknown; dirty: boolean; touched: boolean; errors: unknown}};
      formModel: Record<string, unknown>;
    };
    const control = formGroup.get('suppliers');
    return {
      value: control.value,
      dirty: control.dirty,
      touched: control.touched,
      errors: control.errors,
      model: formModel['suppliers'],
    };
  });

test("the page's grid-select type: the model's ids start ticked on a pristine control; ticking puts every ticked row's id in the model and marks the control dirty and touched; clearing the last row fails required; a reset ticks only the rows it names [examples/grid-integration#grid-select-ticked-rows-value]", async ({
  page,
}) => {
  await openGridSelect(page, {suppliers: ['s2']});
  await expect(rowBox(page, 's2')).toBeChecked();
  await expect(rowBox(page, 's1')).not.toBeChecked();
  await expect(rowBox(page, 's3')).not.toBeChecked();
  expect(await state(page)).toEqual({value: ['s2'], dirty: false, touched: false, errors: null, model: ['s2']});

  await rowBox(page, 's3').check();
  await expect.poll(async () => [...((await state(page)).model as string[])].sort()).toEqual(['s2', 's3']);
  expect(await state(page)).toMatchObject({dirty: true, touched: true, errors: null});

  await rowBox(page, 's2').uncheck();
  await rowBox(page, 's3').uncheck();
  await expect.poll(async () => (await state(page)).model).toEqual([]);
  expect((await state(page)).errors).toEqual({required: true});

  await page.evaluate(() =>
    (window as unknown as {formGroup: {reset(value: unknown): void}}).formGroup.reset({suppliers: ['s3']}),
  );
  await expect(rowBox(page, 's3')).toBeChecked();
  await expect(rowBox(page, 's1')).not.toBeChecked();
  await expect(rowBox(page, 's2')).not.toBeChecked();
  expect(await state(page)).toMatchObject({value: ['s3'], dirty: false, touched: false, model: ['s3']});
});

test("the page's grid-select type: rows that arrive after the value are ticked from it; an id whose row leaves the list stays in the value, pristine, until the reader next ticks; a tick on a disabled field is undone and the value stays; the label names the group around the grid [examples/grid-integration#grid-select-ticked-rows-value]", async ({
  page,
}) => {
  await openGridSelect(page, {suppliers: ['s2']});
  await expect(page.getByRole('group', {name: 'Suppliers'}).getByRole('grid')).toBeVisible();

  await setItems(page, ['s1', 's3']);
  await expect(page.locator('.ag-row[row-id="s2"]')).toHaveCount(0);
  expect(await state(page)).toMatchObject({value: ['s2'], dirty: false, touched: false, model: ['s2']});
  await setItems(page, ['s1', 's2', 's3']);
  await expect(rowBox(page, 's2')).toBeChecked();
  expect(await state(page)).toMatchObject({value: ['s2'], dirty: false, touched: false});

  await setItems(page, ['s1', 's3']);
  await rowBox(page, 's1').check();
  await expect.poll(async () => (await state(page)).model).toEqual(['s1']);

  await page.evaluate(() => (window as unknown as {formGroup: {disable(): void}}).formGroup.disable());
  await rowBox(page, 's3').click();
  await expect(rowBox(page, 's3')).not.toBeChecked();
  expect((await state(page)).value).toEqual(['s1']);
  await page.evaluate(() => (window as unknown as {formGroup: {enable(): void}}).formGroup.enable());
  await rowBox(page, 's3').check();
  await expect.poll(async () => [...((await state(page)).model as string[])].sort()).toEqual(['s1', 's3']);
});
