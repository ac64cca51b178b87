import {test} from 'node:test';
import assert from 'node:assert/strict';
import {finishScript} from '../../plugins/bundle-output';
import {COMPILE_HINT, COMPILE_HINT_MIN_BYTES, withCompileHint} from '../../plugins/bundle-output/compile-hint';
import {stripTranslationDescriptions} from '../../plugins/bundle-output/translation-descriptions';
import {stripTranslationIds} from '../../plugins/bundle-output/translation-ids';

test('a theme translation loses its description and keeps its id and message', () => {
  const code =
    '(0,a.T)({id:"theme.docs.paginator.next",message:"Next",description:"The label used to navigate to the next doc"})';
  assert.equal(stripTranslationDescriptions(code), '(0,a.T)({id:"theme.docs.paginator.next",message:"Next"})');
});

test('descriptions go whatever the quotes, escapes and values that follow', () => {
  const code = [
    // A message holding double quotes is minified in single quotes.
    `T({id:"theme.SearchPage.existingResultsTitle",message:'Results for "{query}"',description:"The \\"search\\" title"},{query:q})`,
    // <Translate id description>children</Translate> has no message.
    `jsx(L,{id:"theme.common.skipToMainContent",description:'Skip link, it\\'s for keyboards',children:"Skip"})`,
  ].join(';');
  assert.equal(
    stripTranslationDescriptions(code),
    [
      `T({id:"theme.SearchPage.existingResultsTitle",message:'Results for "{query}"'},{query:q})`,
      `jsx(L,{id:"theme.common.skipToMainContent",children:"Skip"})`,
    ].join(';'),
  );
});

test('a description that is not a theme translation is left alone', () => {
  const code = [
    // Front matter and page metadata are read at run time.
    'c={id:"intro",description:"What Formly is"}',
    'l={title:"Validation",description:"Built-in validators"}',
    'JSON.parse(\'{"id":"theme.x","description":"data"}\')',
    // A class name map.
    'docCard:{title:"theme-doc-card-title",description:"theme-doc-card-description"}',
  ].join(';');
  assert.equal(stripTranslationDescriptions(code), code);
});

test('the compile hint opens a sizeable script once, and stays out of a small one', () => {
  const big = `var a=1;${'x();'.repeat(COMPILE_HINT_MIN_BYTES)}`;
  const hinted = withCompileHint(big);
  assert.equal(hinted, `${COMPILE_HINT}\n${big}`);
  assert.equal(withCompileHint(hinted), hinted);
  assert.equal(withCompileHint('var a=1;'), 'var a=1;');
});

test('a finished script is measured after its descriptions are gone', () => {
  // Big enough with its description, too small without it: no hint.
  const description = 'd'.repeat(COMPILE_HINT_MIN_BYTES);
  const code = `T({id:"theme.a",message:"A",description:"${description}"})`;
  assert.equal(finishScript(code, {hasCodeTranslations: true}), 'T({id:"theme.a",message:"A"})');
  assert.equal(finishScript(code, {hasCodeTranslations: false}), 'T({message:"A"})');
});

test('without code translations, a theme translation with its text loses its id', () => {
  const code = [
    'T({id:"theme.docs.paginator.next",message:"Next"})',
    // Minified, the message may come first, and hold quotes.
    `T({message:'Results for "{query}"',id:"theme.SearchPage.existingResultsTitle"},{query:q})`,
    'T({message:"dark mode",id:"theme.colorToggle.ariaLabel.mode.dark",x:1})',
    // <Translate id>children</Translate>.
    'jsx(L,{id:"theme.common.skipToMainContent",children:"Skip to main content"})',
  ].join(';');
  assert.equal(
    stripTranslationIds(code),
    [
      'T({message:"Next"})',
      `T({message:'Results for "{query}"'},{query:q})`,
      'T({message:"dark mode",x:1})',
      'jsx(L,{children:"Skip to main content"})',
    ].join(';'),
  );
});

test('a translation whose id is its only text, or whose children are not a lone string, keeps its id', () => {
  const code = [
    'T({id:"theme.tags.tagsPageTitle"})',
    'jsx(L,{id:"theme.SearchBar.seeAll",values:{count:n},children:"See all {count} results"})',
    'jsx(L,{id:"theme.x",children:[a,b]})',
    // Not a theme translation.
    'c={id:"intro",message:"Hello"}',
  ].join(';');
  assert.equal(stripTranslationIds(code), code);
});
