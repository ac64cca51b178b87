/** A string literal of minified code, in double or single quotes. */
export const stringLiteral = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')`;

/**
 * A theme translation's description in minified code: `translate({id, message,
 * description})` and `<Translate id description>` both become an object
 * literal whose `id` is "theme.…", followed by the message, if any, and the
 * description. The description is written for translators (`docusaurus
 * write-translations` reads it from the sources); nothing reads it at run
 * time, yet every page ships about 7 KB of them.
 */
const themeTranslationDescription = new RegExp(
  String.raw`(\bid:"theme\.[^"\\]+"(?:,message:${stringLiteral})?),description:${stringLiteral}`,
  'g',
);

/** Minified `code` without the descriptions of the theme's translations. */
export function stripTranslationDescriptions(code: string): string {
  return code.replace(themeTranslationDescription, '$1');
}
