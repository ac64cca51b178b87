/** Reads the doc comments of the typings into the page model. */
import ts from 'typescript';
import type {DocComment} from './model';

/** JSDoc tags the typings use as tags; any other `@word` is part of the prose. */
const KNOWN_TAGS = new Set([
  'deprecated',
  'example',
  'param',
  'returns',
  'return',
  'see',
  'default',
  'defaultValue',
  'internal',
  'ignore',
  'description',
  'throws',
  'since',
  'experimental',
  'publicApi',
  'template',
  'type',
  'typedef',
  'remarks',
  'note',
  'usageNotes',
  'nocollapse',
  'developerPreview',
]);

/**
 * The doc comment written on the declaration itself. The language service would also
 * inherit comments from implemented interfaces (Angular's `OnDestroy`, Material's form
 * field control...), but those describe someone else's API, not Formly's.
 */
export function readDoc(symbol: ts.Symbol | undefined): DocComment {
  const doc: DocComment = {text: '', examples: [], params: [], other: []};
  // For a getter/setter pair the comment may sit on either half.
  const decl = symbol?.declarations?.find((d) => ts.getJSDocCommentsAndTags(d).some(ts.isJSDoc));
  if (!decl) return doc;
  const texts: string[] = [];
  for (const jsDoc of ts.getJSDocCommentsAndTags(decl)) {
    if (!ts.isJSDoc(jsDoc)) continue;
    const comment = ts.getTextOfJSDocComment(jsDoc.comment)?.trim();
    if (comment) texts.push(comment);
    for (const tag of jsDoc.tags ?? []) {
      const text = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
      const name = tag.tagName.text;
      if (!KNOWN_TAGS.has(name)) {
        // "Do not add @ngx-formly dependencies": an `@` in prose is not a tag.
        const last = texts.length - 1;
        const glued = `${last >= 0 ? texts[last] : ''} @${name} ${text}`.trim();
        if (last >= 0) texts[last] = glued;
        else texts.push(glued);
        continue;
      }
      if (name === 'deprecated') doc.deprecated = text;
      else if (name === 'example') doc.examples.push(text);
      else if (ts.isJSDocParameterTag(tag))
        doc.params.push({name: tag.name.getText(), text: text.replace(/^-\s*/, '')});
      else if (name === 'returns' || name === 'return') doc.returns = text;
      else doc.other.push({name, text});
    }
  }
  doc.text = texts.join('\n\n');
  return doc;
}

/** Members the package authors hide from documentation (`@internal`, `@ignore`). */
export function isHiddenByTag(doc: DocComment): boolean {
  return doc.other.some((t) => t.name === 'internal' || t.name === 'ignore');
}
