/**
 * Words Formly readers use for the same thing. Each entry is one set of
 * equivalent phrases: a query that contains one of them also finds pages that
 * use another. The embedded search expands queries with this list and
 * `npm run search:upload` sends it to the hosted index as Algolia synonyms, so
 * both backends agree.
 *
 * Review it like code: add a set only when a real query misses a page because
 * the page says it differently, and add that query to the relevance set
 * (plugins/search-index/relevance.json) with it, unless it is already in a
 * tuning half of the questions (questions-tuning*.json). Never choose a set from
 * the held-out questions: they measure the search on what it was not tuned on.
 * Phrases are lower case; a phrase of several words matches when all of them
 * occur.
 */
export const SEARCH_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['stepper', 'wizard', 'multi step', 'multistep', 'steps'],
  ['required', 'mandatory', 'obligatory'],
  ['hide', 'show', 'visible', 'conditional', 'hidden'],
  ['i18n', 'translate', 'translation', 'internationalization', 'localization', 'ngx translate'],
  ['dropdown', 'select', 'combobox'],
  ['date', 'datepicker', 'calendar', 'datetime'],
  ['checkbox list', 'multicheckbox', 'multi checkbox', 'multiple checkboxes'],
  ['array', 'list', 'repeating section', 'repeat', 'fieldarray', 'form array'],
  ['disable', 'disabled', 'readonly', 'read only'],
  ['error message', 'validation message', 'validationmessages'],
  ['default value', 'defaultvalue', 'initial value'],
  ['switch', 'toggle'],
  ['upload', 'file input'],
  ['layout', 'grid', 'columns', 'row', 'fieldgroupclassname'],
  ['condition', 'expression', 'expressions', 'dynamic'],
  ['async', 'asynchronous', 'server side', 'http'],
  ['tab', 'tabs'],
  ['clear', 'reset'],
  ['textarea', 'multiline'],
  ['options', 'choices', 'items'],
  ['upgrade', 'migrate', 'migration', 'breaking changes'],
  ['preset', 'presets', 'reusable', 'reuse'],
  ['multiselect', 'multi select', 'multiple select', 'multiple selection'],
  ['autocomplete', 'typeahead', 'type ahead'],
  ['ng add', 'schematic', 'schematics'],
  // "Add a class" is how HTML and Angular readers say it; className is Formly's prop for it.
  ['css', 'style', 'styling', 'classname', 'class'],
  ['radio', 'radio button', 'radio buttons', 'radio group'],
  // Readers name the DOM attribute; the pages say the change event or the change handler.
  ['onchange', 'on change', 'change event'],
  // "Custom type not recognized": the error says "could not be found", the fix says "registered".
  ['recognized', 'found', 'registered'],
  ['duplicated', 'twice', 'double'],
];
