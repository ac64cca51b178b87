import type {IndexSettings, SynonymHit} from 'algoliasearch';
import {DEFAULT_HIGHLIGHT} from './client/highlight';
import {QUESTION_WORDS, STOP_WORDS} from './client/text';
import {FACET_ATTRIBUTES} from './records';
import {SEARCH_SYNONYMS} from './synonyms';

/**
 * The settings a hosted Algolia index needs to answer like the embedded index
 * (client/engine.ts): the same searchable attributes in the same order of
 * importance, no word required when nothing matches them all, question words
 * optional, the same synonyms. `npm run search:upload` sends them with the
 * records.
 */
export const HOSTED_INDEX_SETTINGS: IndexSettings = {
  // Title, then headings, then the section's place in the sidebar and the page's keywords, then text and the
  // page's description, then example code.
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl0)',
    'unordered(categories)',
    'unordered(keywords)',
    'content',
    'unordered(description)',
    'unordered(code)',
  ],
  attributesForFaceting: ['type', ...FACET_ATTRIBUTES],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  // The example identifiers and the page's keywords are searched, never shown.
  unretrievableAttributes: ['code', 'keywords'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  ignorePlurals: true,
  // A query whose words do not all occur together still finds the records that hold most of them.
  removeWordsIfNoResults: 'allOptional',
  // "how can I…", "…not working": words that say nothing about the page wanted.
  optionalWords: [...QUESTION_WORDS, ...STOP_WORDS].sort(),
  highlightPreTag: DEFAULT_HIGHLIGHT.pre,
  highlightPostTag: DEFAULT_HIGHLIGHT.post,
  advancedSyntax: true,
};

/** The synonym list (synonyms.ts) as Algolia synonym objects: each set is one regular synonym. */
export function hostedSynonyms(synonyms: ReadonlyArray<readonly string[]> = SEARCH_SYNONYMS): SynonymHit[] {
  return synonyms.map((phrases) => ({
    objectID: `formly-synonyms-${phrases[0]!.replace(/\W+/g, '-')}`,
    type: 'synonym',
    synonyms: [...phrases],
  }));
}
