import type {PlaygroundKit} from '../../../lib/playground-protocol';

/**
 * The theme props each kit page documents (docs/ui/<kit>.mdx, "Form-field props" and "Type props"),
 * with a value other than the default: the matrix renders every type with each and compares the
 * computed style with the type rendered without it. tests/unit/kit-behaviour-pages.test.ts checks
 * that each is documented on its kit's page.
 */
export const documentedThemeProps: Partial<Record<PlaygroundKit, {prop: string; value: string}[]>> = {
  bootstrap: [{prop: 'labelPosition', value: 'floating'}],
  material: [
    {prop: 'color', value: 'warn'},
    {prop: 'appearance', value: 'outline'},
    {prop: 'floatLabel', value: 'always'},
    {prop: 'labelPosition', value: 'before'},
  ],
};

/*
 * Ionic is left out: its fields' layouts differ from one field to the next even where the template
 * never reads the prop (checkbox with labelPosition), so a comparison cannot tell what a prop does.
 * Its labelPosition claims are measured by tests/browser/claims/ionic-rendering.spec.ts instead.
 */
