import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {contactOptions} from './sample-options';

/**
 * Claims of docs/ui/ionic.mdx about `label` and `labelPosition`, measured in Chromium with Ionic's
 * real components in the playground's frame, for every Ionic type the frame registers (the slider
 * is not registered there: its template is read in tests/claims/ui/ionic.test.ts). Every field
 * asks for a stacked label.
 */
const types: {type: string; tag: string; props?: Record<string, unknown>; shown: boolean; placed: boolean}[] = [
  {type: 'input', tag: 'formly-field-ion-input', shown: true, placed: true},
  {type: 'number', tag: 'formly-field-ion-input', shown: true, placed: false},
  {type: 'textarea', tag: 'formly-field-ion-textarea', shown: true, placed: true},
  {type: 'select', tag: 'formly-field-ion-select', props: {options: contactOptions}, shown: true, placed: true},
  {type: 'checkbox', tag: 'formly-field-ion-checkbox', shown: true, placed: false},
  {type: 'toggle', tag: 'formly-field-ion-toggle', shown: true, placed: false},
  {type: 'radio', tag: 'formly-field-ion-radio', props: {options: contactOptions}, shown: true, placed: false},
  {type: 'datetime', tag: 'formly-field-ion-datetime', props: {placeholder: 'Pick a day'}, shown: false, placed: false},
];

const labelOf = (type: string) => `Label of ${type}`;

test('ionic: which types show props.label and which honour labelPosition [api/ui/ionic/datetime#props-label-labelposition, api/ui/ionic/form-field#wrapper-prints-label-types-show, guide/migration#ionic-labelposition-reaches, ui/ionic#label-input-textarea-select-slider, ui/ionic#labelposition-honoured-input-number]', async ({
  page,
}) => {
  await openFormInPlayground(
    page,
    'ionic',
    types.map(({type, props}) => ({
      key: type,
      type,
      props: {label: labelOf(type), labelPosition: 'stacked', ...props},
    })),
  );
  const frame = form(page);
  /** The type component of the field of `type`; input and number share one, told apart by the control's id. */
  const fieldOf = (type: string, tag: string) =>
    types.filter((entry) => entry.tag === tag).length > 1
      ? frame.locator(tag).filter({has: frame.locator(`[id*="_${type}_"]`)})
      : frame.locator(tag);

  for (const {type, tag, shown, placed} of types) {
    await test.step(`${type}: label ${shown ? 'shown' : 'not shown'}, labelPosition ${placed ? 'honoured' : 'ignored'}`, async () => {
      const field = fieldOf(type, tag);
      await expect(field).toHaveCount(1);
      if (shown) {
        await expect(field.getByText(labelOf(type))).toBeVisible();
      } else {
        await expect(field.getByText('Pick a day')).toBeVisible();
        await expect(field.getByText(labelOf(type))).toHaveCount(0);
      }
      const placements = await field.evaluate((element) =>
        [element, ...Array.from(element.querySelectorAll('*'))]
          .map((child) => (child as Element & {labelPlacement?: string}).labelPlacement)
          .filter((placement) => placement !== undefined),
      );
      if (placed) {
        expect(placements).toContain('stacked');
      } else {
        expect(placements).not.toContain('stacked');
      }
    });
  }
});
