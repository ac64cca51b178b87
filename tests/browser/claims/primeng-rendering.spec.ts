import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {contactOptions, liveRegionOf} from './sample-options';

/**
 * Rendering claims of docs/ui/primeng.mdx and the PrimeNG API notes (scripts/api/notes/ui/primeng),
 * run with PrimeNG's real components in the playground's frame: one form, one claim per step.
 */

const options = contactOptions;
const frameworks = [
  {value: 'a1', label: 'Angular'},
  {value: 'x1', label: 'RxJS'},
];

const fields = [
  {key: 'agree', type: 'checkbox', props: {label: 'I agree'}},
  {key: 'name', type: 'input', props: {label: 'Full name', required: true, description: 'As on your passport'}},
  {key: 'count', type: 'number', props: {label: 'Count'}},
  {key: 'notes', type: 'textarea', props: {label: 'Notes'}},
  {key: 'remark', type: 'textarea', props: {label: 'Remark', attributes: {rows: 4}}},
  {key: 'contact', type: 'radio', props: {label: 'Contact', options}},
  {key: 'optional', type: 'select', props: {label: 'Optional', options: frameworks}},
  {key: 'mandatory', type: 'select', props: {label: 'Mandatory', required: true, options: frameworks}},
  {key: 'search', type: 'select', props: {label: 'Search', filter: true, options: frameworks}},
  {key: 'day', type: 'datepicker', props: {label: 'Day'}},
];

test('primeng: what the UI page and the API notes say the kit renders [api/props#sample-bootstrap-formcheck-values]', async ({
  page,
  problems,
}) => {
  await openFormInPlayground(page, 'primeng', fields, {optional: 'a1', mandatory: 'a1'});
  const frame = form(page);
  const model = page.getByTestId('model-output');
  /** The p-field block whose label reads `label`. */
  const block = (label: string) => frame.locator('.p-field', {has: frame.locator('label', {hasText: label})});

  await test.step('checkbox: a binary p-checkbox with its own label, no wrapper label; the model receives true [api/ui/primeng/checkbox#binary-p-checkbox]', async () => {
    const box = frame.getByRole('checkbox', {name: 'I agree'});
    await expect(frame.locator('p-checkbox', {has: box})).toHaveCount(1);
    await expect(frame.locator('.p-field > label', {hasText: 'I agree'})).toHaveCount(0);
    await box.check();
    await expect(model).toContainText('"agree": true');
  });

  await test.step('input: pInputText, type text when unset; number renders a type="number" element [api/ui/primeng/input#numbers-use-separate-type-number]', async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    await expect(name).toHaveAttribute('type', 'text');
    await expect(name).toHaveClass(/p-inputtext/);
    await expect(frame.getByRole('spinbutton', {name: 'Count'})).toHaveAttribute('type', 'number');
  });

  await test.step('form-field: a p-field block, no description; the error message is a small.p-error once touched [api/ui/primeng/form-field#p-field-block-small-p]', async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    const block = frame.locator('.p-field', {has: name});
    await expect(block.locator('small.p-error')).toHaveCount(0);
    await expect(frame.getByText('As on your passport')).toHaveCount(0);
    await name.focus();
    await name.blur();
    await expect(block.locator('small.p-error')).toHaveText('This field is required.');
  });

  await test.step('the required message appears in no live region, so a screen reader does not announce it [examples/multi-step-form#messages-announced-except-ionic-primeng]', async () => {
    const message = frame.locator('formly-validation-message', {hasText: 'This field is required.'}).first();
    await expect(message).toBeVisible();
    expect(await liveRegionOf(message)).toBeNull();
  });

  await test.step('textarea: no PrimeNG styling (no p-textarea class), rows not bound; attributes.rows sizes it [api/ui/primeng/textarea#unstyled-compiled-component-lacks, ui/primeng#textarea-unstyled-template]', async () => {
    const notes = frame.getByRole('textbox', {name: 'Notes'});
    await expect(notes).toHaveAttribute('pinputtextarea', '');
    await expect(notes).not.toHaveClass(/p-textarea|p-inputtextarea/);
    await expect(notes).not.toHaveAttribute('rows');
    await expect(frame.getByRole('textbox', {name: 'Remark'})).toHaveAttribute('rows', '4');
  });

  await test.step('radio: one p-radioButton per option sharing one name; a disabled option is disabled, the others not [api/ui/primeng/radio#disabled-copy-control-disabled]', async () => {
    const radios = frame.getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expect(frame.getByRole('radio', {name: 'Post'})).toBeDisabled();
    await expect(frame.getByRole('radio', {name: 'SMS'})).toBeEnabled();
    expect(await radios.evaluateAll((els) => new Set(els.map((el) => (el as HTMLInputElement).name)).size)).toBe(1);
  });

  await test.step('select: a p-select with a clear button unless the field is required [api/ui/primeng/select#clear-button-unless-required]', async () => {
    await expect(block('Optional').locator('p-select .p-select-clear-icon')).toHaveCount(1);
    await expect(block('Mandatory').locator('p-select')).toHaveCount(1);
    await expect(block('Mandatory').locator('p-select .p-select-clear-icon')).toHaveCount(0);
  });

  await test.step('select: filter matches on the label when filterBy is unset [ui/primeng#select-filterby-defaults-label]', async () => {
    await block('Search').getByRole('combobox').click();
    await frame.getByRole('searchbox').fill('x');
    await expect(frame.getByRole('option')).toHaveText(['RxJS']);
    await page.keyboard.press('Escape');
  });

  await test.step('datepicker: a p-datepicker showing one month [api/ui/primeng/datepicker#numberofmonths-1-default]', async () => {
    // The panel autofocuses a button; Chromium refuses that in the playground's sandboxed (cross-origin) frame.
    problems.allow(/Blocked autofocusing on a <button> element in a cross-origin subframe/);
    await block('Day').locator('p-datepicker input').click();
    await expect(frame.locator('.p-datepicker-panel table.p-datepicker-day-view')).toHaveCount(1);
    await page.keyboard.press('Escape');
  });
});

/** Cities whose values are objects, with a nested object and an array, as a reader's API returns them. */
const cityOptions = [
  {value: {id: 1, name: 'Amsterdam', geo: {lat: 52.4, lng: 4.9}, tags: ['canals', 'bikes']}, label: 'Amsterdam'},
  {value: {id: 2, name: 'Berlin', geo: {lat: 52.5, lng: 13.4}, tags: ['museums', 'clubs']}, label: 'Berlin'},
  {value: {id: 3, name: 'Copenhagen', geo: {lat: 55.7, lng: 12.6}, tags: ['harbour']}, label: 'Copenhagen'},
];
const berlin = cityOptions[1]!.value;

/**
 * Model values for Berlin, each parsed from JSON apart from the options and so another object: the
 * ones with Berlin's content (keys in any order, the nested object's too) and the ones that differ
 * from it in one way each (a value, a nested value, the array's order, a number as a string, a key
 * more, a key less, the id alone).
 */
const sameContent = {
  'the same keys': {...berlin},
  'its keys in another order': {
    tags: [...berlin.tags],
    geo: {lng: berlin.geo.lng, lat: berlin.geo.lat},
    name: berlin.name,
    id: berlin.id,
  },
};
const otherContent = {
  'another name': {...berlin, name: 'Berlin (old)'},
  'another nested value': {...berlin, geo: {...berlin.geo, lat: 0}},
  'the array in another order': {...berlin, tags: [...berlin.tags].reverse()},
  'the id as a string': {...berlin, id: String(berlin.id)},
  'a key more': {...berlin, country: 'DE'},
  'a key less': {id: berlin.id, name: berlin.name, geo: berlin.geo},
  'the id alone': {id: berlin.id},
};

test("primeng select: a model object parsed from JSON selects the option whose value has the same content, keys in any order, nested objects included, arrays in order; an object that differs in a value, a nested value, an array's order, 2 against '2' or a key selects nothing, the select shows no label (its placeholder where it has one) and a required field stays valid [ui/primeng#select-matches-objects-by-content, ui/primeng#select-unmatched-object-empty-valid]", async ({
  page,
}) => {
  const cases = [...Object.entries(sameContent), ...Object.entries(otherContent)].map(([name, value], index) => ({
    name,
    key: `city${index}`,
    value,
    matches: name in sameContent,
  }));
  await openFormInPlayground(
    page,
    'primeng',
    [
      ...cases.map(({name, key}) => ({
        key,
        type: 'select',
        props: {label: name, required: true, options: cityOptions},
      })),
      {
        key: 'placeholder',
        type: 'select',
        props: {label: 'With a placeholder', placeholder: 'Pick a city', required: true, options: cityOptions},
      },
    ],
    {...Object.fromEntries(cases.map(({key, value}) => [key, value])), placeholder: otherContent['the id alone']},
  );
  const frame = form(page);
  for (const {name, matches} of cases) {
    await test.step(name, async () => {
      const select = frame.locator('.p-field', {has: frame.locator('label', {hasText: name})}).locator('p-select');
      await expect(select.getByRole('combobox')).toHaveText(matches ? 'Berlin' : /^\s*$/);
      await select.locator('.p-select-dropdown').click();
      const options = frame.getByRole('option');
      await expect(options).toHaveCount(cityOptions.length);
      await expect(frame.getByRole('option', {selected: true})).toHaveCount(matches ? 1 : 0);
      if (matches) {
        await expect(frame.getByRole('option', {selected: true})).toHaveText('Berlin');
      }
      await page.keyboard.press('Escape');
      await expect(options).toHaveCount(0);
    });
  }
  await expect(
    frame.locator('.p-field', {has: frame.locator('label', {hasText: 'With a placeholder'})}).getByRole('combobox'),
  ).toHaveText('Pick a city');
  // Every field is required and none matched by identity: the unmatched ones hold their objects.
  await expect(page.getByTestId('form-status')).toHaveText(/Form status: VALID/);
});

test("primeng select: with valueProp 'id' and labelProp 'name' over the page's City objects, a model id selects its city, and a pick puts the city's id in the model; the id as a string selects nothing [ui/primeng#select-valueprop-id-matches]", async ({
  page,
}) => {
  const cities = cityOptions.map(({value: {id, name}}) => ({id, name}));
  await openFormInPlayground(
    page,
    'primeng',
    [{key: 'cityId', type: 'select', props: {label: 'City', options: cities, valueProp: 'id', labelProp: 'name'}}],
    {cityId: berlin.id},
  );
  const frame = form(page);
  const combobox = frame.locator('p-select').getByRole('combobox');
  await expect(combobox).toHaveText('Berlin');
  await frame.locator('p-select .p-select-dropdown').click();
  await expect(frame.getByRole('option', {selected: true})).toHaveText('Berlin');
  await frame.getByRole('option', {name: 'Copenhagen'}).click();
  await expect(combobox).toHaveText('Copenhagen');
  await expect(page.getByTestId('model-output')).toContainText('"cityId": 3');

  await openFormInPlayground(
    page,
    'primeng',
    [{key: 'cityId', type: 'select', props: {label: 'City', options: cities, valueProp: 'id', labelProp: 'name'}}],
    {cityId: String(berlin.id)},
  );
  await expect(form(page).locator('p-select').getByRole('combobox')).toHaveText(/^\s*$/);
});
