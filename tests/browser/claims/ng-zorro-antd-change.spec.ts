import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {contactOptions} from './sample-options';

/**
 * How many times NG-ZORRO's checkbox, radio and select call `props.change` for one click, and with
 * what, measured with the kit's real components in the playground's frame. A JSON configuration
 * cannot hold a function, so the frame is given a recorder instead: a `change` getter on
 * Object.prototype that answers only for the props of these three fields (each labelled
 * "Change: …"). Formly looks `props.change` up at the moment it calls it, so the recorder sees
 * every call the kit's templates and FormlyAttributes make.
 */

const fields = [
  {key: 'agree', type: 'checkbox', props: {label: 'Change: agree'}},
  {key: 'contact', type: 'radio', props: {label: 'Change: contact', options: contactOptions}},
  {key: 'topic', type: 'select', props: {label: 'Change: topic', options: contactOptions}},
];

interface Call {
  label: string;
  fieldKey: string;
  /** The second argument: the value, or the name of the DOM event's constructor. */
  argument: string;
}

test('ng-zorro-antd: one click on a checkbox calls change twice (the value, then the DOM Event); radio and select call it once, with the value [api/ui/ng-zorro-antd/checkbox#change-called-twice-per-click, api/ui/ng-zorro-antd/radio#change-called-once-per-choice, api/ui/ng-zorro-antd/select#change-called-once-per-choice, ui/ng-zorro-antd#description-control-s-nzextra-change]', async ({
  page,
}) => {
  await openFormInPlayground(page, 'ng-zorro-antd', fields);
  const frame = page.frames().find((candidate) => candidate.url().includes('/playground-frame/ng-zorro-antd'));
  expect(frame, 'the NG-ZORRO frame').toBeTruthy();
  await frame!.evaluate(() => {
    const calls: Call[] = [];
    (window as unknown as {changeCalls: Call[]}).changeCalls = calls;
    const record = (field: {key: string; props: {label: string}}, argument: unknown) =>
      calls.push({
        label: field.props.label,
        fieldKey: field.key,
        argument: argument instanceof Event ? argument.constructor.name : JSON.stringify(argument),
      });
    Object.defineProperty(Object.prototype, 'change', {
      configurable: true,
      get(this: {label?: unknown}) {
        return typeof this.label === 'string' && this.label.startsWith('Change: ') ? record : undefined;
      },
    });
  });
  const calls = () => frame!.evaluate(() => (window as unknown as {changeCalls: Call[]}).changeCalls.splice(0));
  const zorro = form(page);

  await test.step('checkbox: twice, first with true from ngModelChange, then with the Event the inner input dispatches', async () => {
    await zorro.getByRole('checkbox', {name: 'Change: agree'}).click();
    await expect(page.getByTestId('model-output')).toContainText('"agree": true');
    expect(await calls()).toEqual([
      {label: 'Change: agree', fieldKey: 'agree', argument: 'true'},
      {label: 'Change: agree', fieldKey: 'agree', argument: 'Event'},
    ]);
  });

  await test.step('radio: once, with the chosen value', async () => {
    await zorro.getByRole('radio', {name: 'E-mail'}).click();
    await expect(page.getByTestId('model-output')).toContainText('"contact": "email"');
    expect(await calls()).toEqual([{label: 'Change: contact', fieldKey: 'contact', argument: '"email"'}]);
  });

  await test.step('select: once, with the chosen value', async () => {
    await zorro.locator('nz-form-item', {hasText: 'Change: topic'}).locator('nz-select').click();
    await zorro.locator('.ant-select-item-option', {hasText: 'SMS'}).click();
    await expect(page.getByTestId('model-output')).toContainText('"topic": "sms"');
    expect(await calls()).toEqual([{label: 'Change: topic', fieldKey: 'topic', argument: '"sms"'}]);
  });
});
