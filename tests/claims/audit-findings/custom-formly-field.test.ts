/**
 * Audit finding (h/aud2) on docs/guide/custom-formly-field.mdx: what the page's rating type and
 * @ngx-formly/* 7.1.0 really render, which the quoted sentence contradicts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageCodeBlock} from '../support/page-code';
import {formFieldTemplate, publishedKits} from '../support/kit-configs';

/*
 * Contradicts custom-formly-field.mdx:34-35: "The example below is a rating field built from
 * native radio buttons, so it works with the keyboard and with screen readers without extra code."
 * True: the example's radiogroup names itself with aria-labelledby="<id>-legend", but nothing
 * renders an element with that id: not the example's own template, and no kit's form-field
 * wrapper (none of them renders a legend or an id ending in "-legend"). A reference to a missing
 * id gives the group no accessible name, so a screen reader announces an unnamed radio group.
 */
test("the rating example's aria-labelledby points to an id that no template renders", () => {
  const block = pageCodeBlock('docs/guide/custom-formly-field.mdx', 'rating.type.ts');
  const template = /template: `([\s\S]*?)`/.exec(block)?.[1];
  assert.ok(template, 'the example has an inline template');
  assert.match(template, /\[attr\.aria-labelledby\]="id \+ '-legend'"/);
  // The only mention of "-legend" in the example is that reference: no element carries the id.
  assert.equal(template.match(/-legend/g)?.length, 1);

  assert.ok(publishedKits.length > 0);
  for (const kit of publishedKits) {
    assert.doesNotMatch(formFieldTemplate(kit), /legend/i, `${kit.name}'s form-field renders no legend`);
  }
});
