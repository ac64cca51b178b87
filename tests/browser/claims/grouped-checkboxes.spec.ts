import ts from 'typescript';
import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * docs/guide/custom-formly-field.mdx, "Options under group headings", in Chromium: the kits'
 * multicheckbox with grouped options (Bootstrap and Material, the kits that have the type), and the
 * page's grouped-checkboxes type with the page's field, in forms compiled just in time.
 */

const guide = 'docs/guide/custom-formly-field.mdx';
const moduleOf = (title: string) => transpilePageCode(pageCodeBlock(guide, title), title, ts.ModuleKind.ESNext);

const formModel = (page: Page) =>
  page.evaluate(() => structuredClone((window as unknown as {formModel: Record<string, unknown>}).formModel));

const kits = {
  bootstrap: {feature: 'withFormlyBootstrap', stylesheet: 'bootstrap/dist/css/bootstrap.min.css'},
  material: {feature: 'withFormlyMaterial', stylesheet: '@angular/material/prebuilt-themes/azure-blue.css'},
} as const;

for (const [kit, {feature, stylesheet}] of Object.entries(kits)) {
  test(`${kit}'s multicheckbox shows each group as one box named after it, the grouped options get no box, and every group box stands for undefined: ticking one ticks all and meets required [guide/custom-formly-field#multicheckbox-group-as-one-box]`, async ({
    page,
  }) => {
    await openJitPage(page, {
      main: formlyFormMain({
        imports: `import {${feature}} from '@ngx-formly/${kit}';
import {contactChannelsField} from './contact-channels.field.js';`,
        configs: `${feature}()`,
        // The page's options, on the kit's multicheckbox.
        fields: {expression: "[{...contactChannelsField, type: 'multicheckbox'}]"},
      }),
      local: {'contact-channels.field': moduleOf('contact-channels.field.ts')},
      stylesheets: [stylesheet],
    });
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    for (const [index, name] of ['Online', 'By post', 'Phone'].entries()) {
      await expect(boxes.nth(index)).toHaveAccessibleName(name);
    }
    await expect(page.getByRole('checkbox', {name: 'Email'})).toHaveCount(0);
    const valid = () => page.evaluate(() => (window as unknown as {formGroup: {valid: boolean}}).formGroup.valid);
    expect(await valid(), 'the page field is required').toBe(false);
    await boxes.nth(0).check();
    await expect.poll(() => formModel(page)).toEqual({channels: {undefined: true}});
    // Both group boxes stand for undefined: the second group's box is ticked too, and required is met.
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.nth(2)).not.toBeChecked();
    expect(await valid()).toBe(true);
  });
}

async function openGroupedCheckboxes(page: Page, fields = '[contactChannelsField]') {
  await openJitPage(page, {
    main: formlyFormMain({
      imports: `import {GroupedCheckboxesTypeComponent} from './grouped-checkboxes.type.js';
import {contactChannelsField} from './contact-channels.field.js';`,
      configs: "[{types: [{name: 'grouped-checkboxes', component: GroupedCheckboxesTypeComponent}]}]",
      fields: {expression: fields},
    }),
    local: {
      'grouped-checkboxes.type': moduleOf('grouped-checkboxes.type.ts'),
      'contact-channels.field': moduleOf('contact-channels.field.ts'),
    },
  });
  const field = page.getByRole('group', {name: 'How may we reach you?'});
  await expect(field).toBeVisible();
  return field;
}

test("the page's grouped-checkboxes type: a named group per option group with its options, the ungrouped option alone, a disabled option, the ticked values in an array in the order ticked [guide/custom-formly-field#grouped-checkboxes-type]", async ({
  page,
}) => {
  const field = await openGroupedCheckboxes(page);
  const online = field.getByRole('group', {name: 'Online'});
  const post = field.getByRole('group', {name: 'By post'});
  await expect(online.getByRole('checkbox')).toHaveCount(2);
  await expect(online.getByRole('checkbox', {name: 'Email'})).toBeVisible();
  await expect(online.getByRole('checkbox', {name: 'Live chat'})).toBeVisible();
  await expect(post.getByRole('checkbox')).toHaveCount(2);
  await expect(post.getByRole('checkbox', {name: 'Leaflet'})).toBeDisabled();
  await expect(field.getByRole('checkbox')).toHaveCount(5);

  await field.getByRole('checkbox', {name: 'Phone'}).check();
  await online.getByRole('checkbox', {name: 'Email'}).check();
  await post.getByRole('checkbox', {name: 'Letter'}).check();
  await expect.poll(() => formModel(page)).toEqual({channels: ['phone', 'email', 'letter']});
  await online.getByRole('checkbox', {name: 'Email'}).uncheck();
  await expect.poll(() => formModel(page)).toEqual({channels: ['phone', 'letter']});
});

test("the page's grouped-checkboxes type with required: the form is invalid with nothing ticked and with every box unticked again, and the error shows once touched [guide/custom-formly-field#grouped-checkboxes-type]", async ({
  page,
}) => {
  const field = await openGroupedCheckboxes(page);
  const valid = () => page.evaluate(() => (window as unknown as {formGroup: {valid: boolean}}).formGroup.valid);
  expect(await valid()).toBe(false);
  await field.getByRole('checkbox', {name: 'Phone'}).check();
  await expect.poll(valid).toBe(true);
  await field.getByRole('checkbox', {name: 'Phone'}).uncheck();
  await expect.poll(() => formModel(page)).toEqual({channels: []});
  expect(await valid()).toBe(false);
  await expect(field.getByRole('alert')).toHaveText('This field is required.');
});

test("the page's grouped-checkboxes type reads labelProp, valueProp and groupProp as a select does [guide/custom-formly-field#grouped-checkboxes-type]", async ({
  page,
}) => {
  // The page's field with records of an API: other property names, given by name and as functions.
  const field = await openGroupedCheckboxes(
    page,
    `[{...contactChannelsField, props: {...contactChannelsField.props,
      labelProp: 'title', valueProp: (record) => record.code, groupProp: (record) => record.kind,
      options: [
        {code: 'sms', title: 'Text message', kind: 'Phone'},
        {code: 'call', title: 'Call back', kind: 'Phone'},
        {code: 'visit', title: 'Visit'},
      ]}}]`,
  );
  const phone = field.getByRole('group', {name: 'Phone'});
  await expect(phone.getByRole('checkbox')).toHaveCount(2);
  await phone.getByRole('checkbox', {name: 'Call back'}).check();
  await field.getByRole('checkbox', {name: 'Visit'}).check();
  await expect.poll(() => formModel(page)).toEqual({channels: ['call', 'visit']});
});
