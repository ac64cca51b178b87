import {stringLiteral} from './translation-descriptions';

/** A theme translation's id, `id:"theme.…"`. */
const themeId = String.raw`id:"theme\.[^"\\]+"`;

/** The id first, then a string message, or string children and nothing else (`<Translate>`). */
const idBeforeMessage = new RegExp(
  String.raw`\{${themeId},(?=message:${stringLiteral}|children:${stringLiteral}\})`,
  'g',
);

/** A string message first, then the id, last in its object or followed by another property. */
const idAfterMessage = new RegExp(String.raw`(message:${stringLiteral}),${themeId}(?=[},])`, 'g');

/**
 * Minified `code` without the ids of the theme's translations that carry their
 * English text, for a site built with no code translations (one language, in
 * which the theme is written). `translate({id, message})` and
 * `<Translate id>children</Translate>` look the id up in the site's code
 * translations and fall back to the message: with none, the id is never
 * used, yet every page ships about 4 KB of them. A translation without a
 * message keeps its id, since the id is then the text.
 */
export function stripTranslationIds(code: string): string {
  return code.replace(idBeforeMessage, '{').replace(idAfterMessage, '$1');
}
