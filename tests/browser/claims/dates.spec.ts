import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';

/**
 * The date values of docs/guide/faq.mdx ("What value does a date field put in the
 * model?") that no demo shows: Bootstrap's date input, in the playground's frame.
 * The Material, PrimeNG and Ionic rows rest on their demos' interactions
 * (tests/browser/demo-interactions/fields.ts), which read the model after a date is picked.
 */
test("Bootstrap: an input with props.type 'date' puts the browser's YYYY-MM-DD string in the model [guide/faq#date-values-kit-bootstrap-s]", async ({
  page,
}) => {
  const fields = [{key: 'start', type: 'input', props: {label: 'Start', type: 'date'}}];
  await openFormInPlayground(page, 'bootstrap', fields);
  await form(page).getByLabel('Start').fill('2026-03-16');
  await expect(page.getByTestId('model-output')).toContainText('"start": "2026-03-16"');
});
