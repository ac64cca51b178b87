import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {contactOptions} from './sample-options';

/**
 * Claim of docs/ui/material.mdx about `color`, measured in Chromium with Angular Material 21's real
 * components in the playground's frame, which uses a Material 3 theme (`mat.theme()` with the azure
 * palette, demos/src/kits/material.scss). For each type that binds `color`, fields that differ only in
 * `color` are brought to the same state, and the computed colours of the parts that carry the theme
 * colour are compared. A state change (focus, checking) is measured too, so the comparison is one that
 * can see a colour change.
 */
const colors = [undefined, 'primary', 'accent', 'warn'] as const;
const nameOf = (type: string, color: string | undefined) => `${type} ${color ?? 'unset'}`;
const options = contactOptions.filter((option) => !option.disabled);

const fields = colors.flatMap((color) => [
  {key: `input_${color ?? 'unset'}`, type: 'input', props: {label: nameOf('Input', color), color}},
  {key: `checkbox_${color ?? 'unset'}`, type: 'checkbox', props: {label: nameOf('Checkbox', color), color}},
  {key: `toggle_${color ?? 'unset'}`, type: 'toggle', props: {label: nameOf('Toggle', color), color}},
  {key: `radio_${color ?? 'unset'}`, type: 'radio', props: {label: nameOf('Radio', color), color, options}},
]);

/** The computed colours of `selectors` under the element `root`, ::after included where asked. */
function paint(root: Element, selectors: string[]): string[] {
  return selectors.map((selector) => {
    const [css, pseudo] = selector.split('|');
    const element = root.querySelector(css!)!;
    const style = getComputedStyle(element, pseudo ?? null);
    return [style.color, style.backgroundColor, style.borderTopColor, style.borderBottomColor, style.caretColor].join(
      ' ',
    );
  });
}

test('material: under the Material 3 theme, color changes nothing: every value renders like the default, in every type that binds it [api/props#color-visible-under-material-2, api/ui/material/checkbox#color-defaults-accent-like-color, api/ui/material/form-field#color-visible-under-material-2, api/ui/material/multicheckbox#color-defaults-accent-like-color, api/ui/material/radio#color-visible-under-material-2, api/ui/material/toggle#color-visible-under-material-2, ui/material#color-shows-under-material-2]', async ({
  page,
}) => {
  await openFormInPlayground(page, 'material', fields);
  const frame = form(page);
  const formField = (label: string) => frame.locator('mat-form-field', {hasText: label});
  const frameDocument = page.frames().find((candidate) => candidate.url().includes('/playground-frame/material'))!;
  /** Waits until no transition or animation runs in the frame, so colours are measured at rest. */
  const settled = () =>
    expect
      .poll(
        () =>
          frameDocument.evaluate(
            () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
          ),
        {intervals: [50]},
      )
      .toBe(0);

  await test.step('input (the form-field wrapper): focused label, caret and underline', async () => {
    const measured: Record<string, string[]> = {};
    for (const color of colors) {
      const input = frame.getByRole('textbox', {name: nameOf('Input', color)});
      await settled();
      const before = await formField(nameOf('Input', color)).evaluate(paint, [
        '.mdc-floating-label',
        '.mdc-line-ripple|::after',
      ]);
      await input.focus();
      await expect(formField(nameOf('Input', color))).toHaveClass(/mat-focused/);
      await settled();
      measured[color ?? 'unset'] = await formField(nameOf('Input', color)).evaluate(paint, [
        '.mdc-floating-label',
        '.mdc-line-ripple|::after',
        'input',
      ]);
      expect(measured[color ?? 'unset']!.slice(0, 2), 'focus changes the colours').not.toEqual(before);
      await input.blur();
    }
    for (const color of colors) {
      expect(measured[color ?? 'unset'], color).toEqual(measured['unset']);
    }
  });

  await test.step('checkbox and toggle: the checked control', async () => {
    for (const [type, parts] of [
      ['Checkbox', ['.mdc-checkbox__background']],
      ['Toggle', ['.mdc-switch__track|::after', '.mdc-switch__handle|::after']],
    ] as const) {
      const measured: Record<string, string[]> = {};
      for (const color of colors) {
        const control = frame.getByRole(type === 'Checkbox' ? 'checkbox' : 'switch', {name: nameOf(type, color)});
        const host = frame.locator(type === 'Checkbox' ? 'mat-checkbox' : 'mat-slide-toggle', {has: control});
        await control.click();
        await expect(control).toBeChecked();
        await settled();
        measured[color ?? 'unset'] = await host.evaluate(paint, [...parts]);
        // (A Formly checkbox starts indeterminate, which is painted like checked: unchecked is the contrast.)
        await control.click();
        await expect(control).not.toBeChecked();
        await settled();
        const unchecked = await host.evaluate(paint, [...parts]);
        expect(measured[color ?? 'unset'], 'checking changes the colours').not.toEqual(unchecked);
      }
      for (const color of colors) {
        expect(measured[color ?? 'unset'], `${type} ${color}`).toEqual(measured['unset']);
      }
    }
  });

  await test.step('radio: the chosen button', async () => {
    const measured: Record<string, string[]> = {};
    for (const color of colors) {
      const group = frame.locator('mat-radio-group', {has: frame.locator(`[id*="_radio_${color ?? 'unset'}_"]`)});
      const button = group.locator('mat-radio-button').first();
      await settled();
      const before = await button.evaluate(paint, ['.mdc-radio__outer-circle', '.mdc-radio__inner-circle']);
      await button.getByRole('radio').check();
      await settled();
      measured[color ?? 'unset'] = await button.evaluate(paint, [
        '.mdc-radio__outer-circle',
        '.mdc-radio__inner-circle',
      ]);
      expect(measured[color ?? 'unset'], 'choosing changes the colours').not.toEqual(before);
    }
    for (const color of colors) {
      expect(measured[color ?? 'unset'], `radio ${color}`).toEqual(measured['unset']);
    }
  });
});
