import MiniSearch, {type Query} from 'minisearch';
import type {DocSearchRecord} from '../records';
import {WordMatcher, countBits} from './highlight';
import {WORD_PATTERN, allowedTypos, documentTerms, type QueryGroup, type QueryTerm} from './text';

/**
 * What is matched is a section: a heading (or the page title, for the text
 * before the first heading) with the text blocks under it, i.e. the records that
 * share one URL. A query word counts when it occurs anywhere in the section,
 * not necessarily in one paragraph; the hit shown is the section's record that
 * contains most of the words. This is also what Algolia's `distinct` on `url`
 * returns: one hit per URL.
 *
 * No word is required (as with Algolia's `removeWordsIfNoResults`): a query
 * with a word the docs never use still finds what its other words describe,
 * and "No results" means no word matched anything. A section's relevance is
 * its coverage (how many of the query's words or their synonyms it holds, a
 * common word or one found only in example code counting for less), squared
 * (`coverageExponent`), times its score (where the words are: title and
 * headings before text, prose before code; how close together they stand).
 * Coverage multiplies rather than sorts first: on the relevance set a strict "most words first" order put a page
 * that matches one more filler word ("another", "based") above the page that
 * answers, and reached 71 % of queries answered in the first three pages
 * against 92 % this way.
 */
export interface Section {
  /** The heading record (type lvl1, lvl2 or lvl3) first, then the content records. */
  records: DocSearchRecord[];
  /** Index terms of the page's title and headings, shared by all sections of a page. */
  pageHeadingTerms: Set<string>;
}

const FIELDS = ['heading', 'context', 'trail', 'keywords', 'content', 'description', 'code'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Every weight of the ranking, in one place, so that a tuning run
 * (`npm run search:tune`) can try other values on the tuning questions without
 * editing code. The values below are the site's.
 */
export interface RankingWeights {
  /**
   * Searchable fields of a section and how much a match in each counts. `code`
   * holds the identifiers of the live examples a page shows: enough to find the
   * examples that use an API, never enough to outrank the prose that explains it.
   */
  fieldBoosts: Record<Field, number>;
  /**
   * A query word found only in example code counts as this much of a word when
   * sections are ranked by how many words they match: an example that uses an
   * API comes after the prose that explains it.
   */
  codeOnlyCredit: number;
  /** Share of a section's coverage that comes from the words found anywhere on its page. */
  pageCoverageWeight: number;
  /**
   * `weight.pageRank` (see ../page-ranks.ts) raises a section by 1/pageRankScale
   * per point: with 6, guides (5) by 83 %, examples (2) by 33 %.
   */
  pageRankScale: number;
  /**
   * A query word found in more than this share of all sections ("field", "form")
   * tells sections apart less than a rarer one, and counts for less when sections
   * are ranked by how many words they match: its credit falls with its inverse
   * document frequency below this share's.
   */
  commonWordShare: number;
  /**
   * A word typed as an identifier (`compareWith`) counts this many times as much
   * as another word when sections are ranked by how many words they match: it
   * names the API wanted, where "select object value" could be said of many pages.
   */
  identifierCredit: number;
  /**
   * How much a section whose own heading holds the query's words is raised, in
   * proportion to the share of its matched words found there: a guide section
   * headed "Custom validators" answers "custom validator" better than an example
   * that uses the words in passing.
   */
  headingMatchWeight: number;
  /** A synonym counts for this much of the word typed. */
  synonymWeight: number;
  /**
   * A section that holds a query word only misspelt ("ion" for "icon", "while" for "whole")
   * earns this share of the word's credit when sections are ranked by how many words they match.
   */
  typoCredit: number;
  /** How much query words standing close together in one record raise a section. */
  proximityWeight: number;
  /**
   * The box lists pages, each at the place of its best section. A page with
   * several sections that match answers more surely than one with a single
   * matching section (often a passing mention): a page's best section is raised
   * by this share of the relevance of the page's next best sections, up to
   * `pageSupportSections` sections in all.
   */
  pageSupportWeight: number;
  pageSupportSections: number;
  /**
   * Each kit's page of one kind (a family: `KitOfPage.family` in ../records.ts) says much the same
   * in that kit's words: the best page of a family keeps its place, each further one is lowered by
   * this factor, so that one answer told for several kits does not fill the first places.
   */
  kitVariantFactor: number;
  /** A query that names a kit (`KitOfPage.words`: "material", "mat") lowers other kits' pages by this factor. */
  otherKitFactor: number;
  /** The text before the first heading is usually the page's summary; deeper sections go into detail. */
  sectionBoosts: Record<DocSearchRecord['type'], number>;
  /** How much a page entirely about the query (its words in the page's title and headings) raises its sections. */
  pageFocusWeight: number;
  /**
   * A section's relevance is its score times its coverage raised to this power:
   * above 1, a section holding every word of the question gains on one whose
   * heading holds a single word of it many times over.
   */
  coverageExponent: number;
  /**
   * A long section (a big table, a page of measured behaviour) holds many words by
   * chance: its coverage is divided by 1 + lengthPenalty * ln(words / lengthPivot)
   * once it has more than `lengthPivot` words.
   */
  lengthPenalty: number;
  lengthPivot: number;
  /**
   * A section that holds a query word only as one of its synonyms ("list" for "array") earns this share
   * of the word's credit when sections are ranked by how many words they match: a synonym says less
   * surely that the section is about what was typed.
   */
  synonymCredit: number;
  /**
   * Each query group's scores are divided by its best section's score raised to this power. A group
   * whose synonyms match many words of a page ("validation message": validation, message, error…) or
   * whose word stands in many headings sums to a far larger score than a group of one rare word
   * ("backend"), and outweighed it: 0 keeps the raw sums, 1 gives every group the same top score.
   */
  groupNormalization: number;
  /** MiniSearch's BM25+ parameters: term frequency saturation (k), length normalisation (b), floor (d). */
  bm25: {k: number; b: number; d: number};
}

export const RANKING_WEIGHTS: Readonly<RankingWeights> = {
  // keywords: 0.5, 1, 2 and 3 were tried on relevance.json and both folds of the tuning half; 1 held
  // every top-5 figure of the folds at or above 0.5's and lifted the second fold's top 1 the most.
  fieldBoosts: {heading: 6, context: 2, trail: 1.5, keywords: 1, content: 1, description: 1, code: 0.3},
  codeOnlyCredit: 0.5,
  pageCoverageWeight: 0.3,
  // 5 until the groups' scores were normalized (groupNormalization), 6 since.
  pageRankScale: 6,
  commonWordShare: 0.1,
  identifierCredit: 2,
  headingMatchWeight: 0.5,
  synonymWeight: 0.6,
  // 1, 0.7, 0.5, 0.3, 0.2, 0.1 and 0 were tried on relevance.json and both folds of the six tuning
  // halves: 0.3 and below lowered no set, 0.2 to 0 raised the sums the most (first 1/3/5 pages:
  // 349/437/461 to 356/439/462); 0.2 still puts a lookalike above a section without the word.
  typoCredit: 0.2,
  proximityWeight: 0.3,
  // Measured on the box model (both folds of the tuning half and relevance.json)
  // from 0.1 to 0.2 with 3 to 8 sections: none lowered, 0.1 with 5 raised the most; 0.15 since the
  // groups' scores are normalized (groupNormalization).
  pageSupportWeight: 0.15,
  pageSupportSections: 5,
  // 0.8, 0.6 and 0.4 were tried on relevance.json, both folds of the first tuning half and the
  // second and third gatherings' tuning halves: each raised the third half's and relevance.json's
  // share in the first 3 by one query and lowered none of the five; 0.6 sits in the middle.
  kitVariantFactor: 0.6,
  // 0.7, 0.5 and 0.3 were tried on the same five sets: each raised the first tuning half's fold 1
  // (73.7 to 78.9 %) and the second half's share of first places, 0.3 the most (55.4 to 58.9 %);
  // none lowered any set.
  otherKitFactor: 0.3,
  sectionBoosts: {lvl1: 1.6, lvl2: 1.3, lvl3: 1.15, content: 1},
  pageFocusWeight: 0.6,
  // 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5 and 3 were tried on relevance.json and both folds of the tuning half
  // (with page keywords): 2 is the one value that raised the share in the first 3 and the first 5 of all
  // three at once (the first page alone fell: 61.8 to 52.6 % of the tuning half).
  coverageExponent: 2,
  // Tried 0.1 to 0.3 with pivots of 100 to 1000 words on relevance.json, both folds of the first tuning
  // half and the second gathering's tuning half: 0.2 over 300 words lowered none of the four and raised
  // the second fold's top 5 (94.7 to 97.4 %) and the second gathering's top 1 and 3 (51.8/73.2 to
  // 53.6/76.8 %); its neighbours 0.15-0.3 and 200-500 words give the same or close.
  lengthPenalty: 0.2,
  lengthPivot: 300,
  // 0.9, 0.8, 0.7 and 0.5 were tried on relevance.json and both folds of the seven tuning halves: 0.9 to
  // 0.7 lowered no set in the first 3 or 5 pages, 0.8 raised the sums the most (375/470/496 to 376/470/497).
  synonymCredit: 0.8,
  // 0.15 to 0.3, each with pageSupportWeight 0.1 to 0.15 and pageRankScale 4 to 7, were tried on
  // relevance.json and both folds of the eight tuning halves: every one raised the sums (first 1/3/5
  // pages 396/497/527 up to 401/508/531), and 0.2 with pageSupportWeight 0.15 and pageRankScale 6 is the
  // best of those that lowered no set in the first 3 or 5 pages (its neighbours 0.15 and pageRankScale 7
  // do not either).
  groupNormalization: 0.2,
  // MiniSearch's defaults.
  bm25: {k: 1.2, b: 0.7, d: 0.5},
};

/** Sections, best first, whose proximity is worked out: the ones that can reach the first pages. */
export const PROXIMITY_CANDIDATES = 30;

export function groupIntoSections(records: readonly DocSearchRecord[]): Section[] {
  const sections: Section[] = [];
  const headingTermsByPage = new Map<string, Set<string>>();
  for (const record of records) {
    const current = sections.at(-1);
    if (current && current.records[0]!.url === record.url) {
      current.records.push(record);
      continue;
    }
    let pageHeadingTerms = headingTermsByPage.get(record.url_without_anchor);
    if (!pageHeadingTerms) {
      pageHeadingTerms = new Set();
      headingTermsByPage.set(record.url_without_anchor, pageHeadingTerms);
    }
    for (const word of (record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '')).match(WORD_PATTERN) ??
      []) {
      documentTerms(word).forEach((term) => pageHeadingTerms.add(term));
    }
    sections.push({records: [record], pageHeadingTerms});
  }
  return sections;
}

/**
 * Share of the query words found in the title or headings of the section's page:
 * a section of a page that is about the query beats a similar section of a page
 * that only mentions it.
 */
function pageFocus(section: Section, groups: readonly QueryGroup[]): number {
  const hasTerm = (term: QueryTerm) =>
    section.pageHeadingTerms.has(term.stem) ||
    section.pageHeadingTerms.has(term.word) ||
    (term.isLast && [...section.pageHeadingTerms].some((candidate) => candidate.startsWith(term.word)));
  const found = groups.filter((group) => group.alternatives.some((alternative) => alternative.every(hasTerm)));
  return found.length / groups.length;
}

function fieldText(section: Section, field: Field): string {
  const [heading] = section.records;
  const {hierarchy, type} = heading!;
  switch (field) {
    case 'heading':
      return type === 'content' ? '' : (hierarchy[type] ?? '');
    case 'context': {
      const depth = type === 'content' ? 4 : Number(type.slice(3));
      return [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3]
        .slice(0, depth - 1)
        .filter(Boolean)
        .join(' ');
    }
    case 'trail':
      return [hierarchy.lvl0, ...heading!.categories].join(' ');
    case 'content':
      return section.records
        .map((record) => record.content)
        .filter(Boolean)
        .join(' ');
    case 'keywords':
      return heading!.keywords ?? '';
    case 'description':
      return heading!.description ?? '';
    case 'code':
      return heading!.code ?? '';
  }
}

/** Words in a section's shown text, counted once when first needed. */
const sectionLengths = new WeakMap<Section, number>();

function sectionLength(section: Section): number {
  let length = sectionLengths.get(section);
  if (length === undefined) {
    length = section.records.reduce((total, record) => total + wordsOf(record).length, 0);
    sectionLengths.set(section, length);
  }
  return length;
}

/** Words of each record's shown text, split once when first needed. */
const recordWords = new WeakMap<DocSearchRecord, string[]>();

function wordsOf(record: DocSearchRecord): string[] {
  let words = recordWords.get(record);
  if (!words) {
    const text = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
    words = text.match(WORD_PATTERN) ?? [];
    recordWords.set(record, words);
  }
  return words;
}

/** The record of a section to show for a query: the one containing most query words, the heading on a tie. */
export function bestRecord(section: Section, matcher: WordMatcher): DocSearchRecord {
  let best = section.records[0]!;
  let bestCount = 0;
  for (const record of section.records) {
    let present = 0;
    for (const groups of matcher.groupsOfWords(wordsOf(record))) {
      present |= groups;
    }
    const count = countBits(present);
    if (count > bestCount) {
      best = record;
      bestCount = count;
    }
  }
  return best;
}

/**
 * How close together the query groups stand in the record of the section where
 * they stand closest: 1 when all groups found there are adjacent, less as they
 * spread out, 0 when no record holds two of them.
 */
function closeness(section: Section, matcher: WordMatcher): number {
  let best = 0;
  for (const record of section.records) {
    const words = matcher.groupsOfWords(wordsOf(record));
    let present = 0;
    for (const groups of words) {
      present |= groups;
    }
    const wanted = countBits(present);
    if (wanted < 2) {
      continue;
    }
    // Shortest run of words holding every group the record matches.
    const counts = new Map<number, number>();
    let covered = 0;
    let shortest = Infinity;
    let from = 0;
    for (let to = 0; to < words.length; to++) {
      for (let rest = words[to]!; rest; rest &= rest - 1) {
        const bit = rest & -rest;
        const count = (counts.get(bit) ?? 0) + 1;
        counts.set(bit, count);
        if (count === 1) {
          covered++;
        }
      }
      while (covered === wanted) {
        shortest = Math.min(shortest, to - from);
        for (let rest = words[from]!; rest; rest &= rest - 1) {
          const bit = rest & -rest;
          const count = counts.get(bit)! - 1;
          counts.set(bit, count);
          if (count === 0) {
            covered--;
          }
        }
        from++;
      }
    }
    const share = (wanted - 1) / Math.max(1, matcher.groups.length - 1);
    best = Math.max(best, (share * (wanted - 1)) / Math.max(wanted - 1, shortest));
  }
  return best;
}

export interface RankedSection {
  section: Section;
  /**
   * What each query group adds to the section's coverage: 0 when absent, less
   * than 1 for a common word or one found only in example code.
   */
  credits: number[];
  /** The part of the credits earned by words found in the section's own heading. */
  headingCredit: number;
  /** How much of the query the section (and, weighted less, its page) covers. */
  coverage: number;
  /** MiniSearch's score, summed over the groups: where the words are, and how often. */
  score: number;
  /** Index terms matched, typo and prefix matches included, per group. */
  matchedTerms: string[][];
}

/**
 * One word of a query. The typed word allows typos and, when it is the last
 * word (maybe still being typed), longer words starting with it, and meets any
 * other form of itself ("migrate" meets "migrating"); a synonym is taken as written.
 */
function termQuery(term: QueryTerm, typed: boolean): Query {
  if (!typed) {
    return {queries: [term.stem], fuzzy: false, prefix: false};
  }
  return {
    combineWith: 'OR',
    queries: [
      {queries: [term.word], fuzzy: allowedTypos(term.word), prefix: term.isLast},
      ...(term.stem === term.word ? [] : [{queries: [term.stem], fuzzy: false, prefix: false}]),
    ],
  };
}

/**
 * A MiniSearch index of the sections, one document per section, its id the
 * section's place in `sections`. Every index term is added to `vocabulary`.
 */
export function indexSections(sections: readonly Section[], vocabulary?: Set<string>): MiniSearch<{id: number}> {
  const seen = new Set<string>();
  const index = new MiniSearch<{id: number}>({
    fields: [...FIELDS],
    extractField: (document, field) =>
      field === 'id' ? String(document.id) : fieldText(sections[document.id]!, field as Field),
    tokenize: (text) => text.match(WORD_PATTERN) ?? [],
    processTerm: (term) => {
      const terms = documentTerms(term);
      if (vocabulary && !seen.has(term)) {
        seen.add(term);
        terms.forEach((indexTerm) => vocabulary.add(indexTerm));
      }
      return terms;
    },
    searchOptions: {
      // Query words arrive already split, lower-cased and stemmed (see `queryGroups`).
      tokenize: (text) => [text],
      processTerm: (term) => term,
    },
  });
  index.addAll(sections.map((_section, id) => ({id})));
  return index;
}

/** A matcher that also knows the typo and prefix matches MiniSearch found in these sections. */
export function matcherFor(groups: readonly QueryGroup[], sections: readonly RankedSection[]): WordMatcher {
  return new WordMatcher(groups, new Set(sections.flatMap(({matchedTerms}) => matchedTerms.flat())));
}

/** Each index's recent group searches, unboosted and unfiltered, by query and weights (see groupResults). */
const groupSearches = new WeakMap<MiniSearch<{id: number}>, Map<string, GroupMatch[]>>();
/** Enough for the words of a few queries typed one after another, each keystroke searching them all again. */
const GROUP_SEARCHES_KEPT = 64;

/** A section one query group matches, as `groupResults` keeps it. */
interface GroupMatch {
  /** The section's place in `sections`. */
  id: number;
  /** MiniSearch's score, before the section's boost. */
  score: number;
  /** Index terms matched. */
  terms: string[];
  /** The query terms that matched, as typed or as a synonym. */
  queryTerms: string[];
  /** Whether a word matched outside example code, and whether one matched in the heading. */
  inProse: boolean;
  inHeading: boolean;
}

/**
 * One query group's matches, as MiniSearch scores them with no document boost and no filter.
 * Neither changes a match's score but by a factor of its own (MiniSearch multiplies each term's
 * score by the document's boost and only then sums; a filter drops results after scoring), so
 * the caller applies both and the search itself is shared: a word typed in one query ("field",
 * matched by most sections) is not scored again at each keystroke or in the next question.
 */
function groupResults(
  sectionIndex: MiniSearch<{id: number}>,
  query: Query,
  weights: Readonly<RankingWeights>,
): GroupMatch[] {
  let searches = groupSearches.get(sectionIndex);
  if (!searches) {
    searches = new Map();
    groupSearches.set(sectionIndex, searches);
  }
  const key = JSON.stringify([query, weights.fieldBoosts, weights.bm25]);
  let results = searches.get(key);
  if (results) {
    // Most recently used last: the first entry is the one to drop.
    searches.delete(key);
  } else {
    results = sectionIndex
      .search(query, {boost: weights.fieldBoosts, bm25: weights.bm25})
      .map(({id, score, terms, queryTerms, match}) => {
        const fields = Object.values(match);
        return {
          id: Number(id),
          score,
          terms,
          queryTerms,
          inProse: fields.some((found) => found.some((field) => field !== 'code')),
          inHeading: fields.some((found) => found.includes('heading')),
        };
      });
    if (searches.size >= GROUP_SEARCHES_KEPT) {
      searches.delete(searches.keys().next().value!);
    }
  }
  searches.set(key, results);
  return results;
}

/** Ranks the sections that match at least one group; returns the matcher that found them. */
export function rankSections(
  sectionIndex: MiniSearch<{id: number}>,
  sections: readonly Section[],
  groups: readonly QueryGroup[],
  accepts: (record: DocSearchRecord) => boolean,
  weights: Readonly<RankingWeights> = RANKING_WEIGHTS,
): {ranked: RankedSection[]; matcher: WordMatcher} {
  // A section's boost multiplies its score once for the whole group (see groupResults).
  const boosts = new Map<number, number>();
  const focusOfPage = new Map<Set<string>, number>();
  const boostDocument = (id: unknown) => {
    let boost = boosts.get(Number(id));
    if (boost === undefined) {
      const section = sections[Number(id)]!;
      const heading = section.records[0]!;
      let focus = focusOfPage.get(section.pageHeadingTerms);
      if (focus === undefined) {
        focus = pageFocus(section, groups);
        focusOfPage.set(section.pageHeadingTerms, focus);
      }
      // Earlier sections of a page are usually its overview; later ones go into detail.
      const position = 1 + 0.1 / (1 + heading.weight.position / 10);
      const pageRank = 1 + heading.weight.pageRank / weights.pageRankScale;
      boost = weights.sectionBoosts[heading.type] * position * pageRank * (1 + weights.pageFocusWeight * focus);
      boosts.set(Number(id), boost);
    }
    return boost;
  };
  // Every group's search asks again about the same sections: answer once per section.
  const acceptance = new Map<number, boolean>();
  const accepted = ({id}: GroupMatch) => {
    let accepted = acceptance.get(id);
    if (accepted === undefined) {
      accepted = accepts(sections[id]!.records[0]!);
      acceptance.set(id, accepted);
    }
    return accepted;
  };
  const synonymBoost = Object.fromEntries(
    Object.entries(weights.fieldBoosts).map(([field, boost]) => [field, boost * weights.synonymWeight]),
  );

  const bySection = new Map<number, RankedSection>();
  for (const [groupIndex, group] of groups.entries()) {
    const query: Query = {
      combineWith: 'OR',
      queries: group.alternatives.map((alternative, index): Query => ({
        combineWith: 'AND',
        ...(index > 0 && {boost: synonymBoost}),
        queries: alternative.map((term) => termQuery(term, index === 0)),
      })),
    };
    // Best first, as MiniSearch would list them with the boost: sections that tie on relevance
    // keep the order in which a group first found them.
    const results = groupResults(sectionIndex, query, weights)
      .filter(accepted)
      .map((result) => ({...result, score: boostDocument(result.id) * result.score}))
      .sort((a, b) => b.score - a.score);
    // How common the word is as typed: its synonyms do not make it more common.
    const typed = new Set(group.alternatives[0]!.flatMap((term) => [term.word, term.stem]));
    const typedCount = results.filter((result) => result.queryTerms.some((term) => typed.has(term))).length;
    const rarity = Math.min(
      1,
      Math.log(sections.length / Math.max(1, typedCount)) / Math.log(1 / weights.commonWordShare),
    );
    const credit = rarity * (group.alternatives[0]!.some((term) => term.identifier) ? weights.identifierCredit : 1);
    // The words as written (typed or synonym), each also as a prefix when it is the last word typed.
    const spelt = group.alternatives.flat();
    const speltRight = (indexTerm: string) =>
      spelt.some(
        (term) =>
          indexTerm === term.stem || indexTerm === term.word || (term.isLast && indexTerm.startsWith(term.word)),
      );
    // Results come best first: the first is the group's top score (see weights.groupNormalization).
    const scale = results.length > 0 ? 1 / results[0]!.score ** weights.groupNormalization : 1;
    for (const result of results) {
      const {id} = result;
      let entry = bySection.get(id);
      if (!entry) {
        entry = {
          section: sections[id]!,
          credits: groups.map(() => 0),
          headingCredit: 0,
          coverage: 0,
          score: 0,
          matchedTerms: [],
        };
        bySection.set(id, entry);
      }
      entry.credits[groupIndex] =
        credit *
        (result.inProse ? 1 : weights.codeOnlyCredit) *
        (result.terms.some(speltRight) ? 1 : weights.typoCredit) *
        (result.queryTerms.some((term) => typed.has(term)) ? 1 : weights.synonymCredit);
      if (result.inHeading) {
        entry.headingCredit += entry.credits[groupIndex]!;
      }
      entry.score += result.score * scale;
      entry.matchedTerms.push(result.terms);
    }
  }

  // Coverage: the words the section holds, and to a lesser degree those elsewhere on its page.
  const pageCredits = new Map<string, number[]>();
  for (const {section, credits} of bySection.values()) {
    const page = section.records[0]!.url_without_anchor;
    const best = pageCredits.get(page) ?? groups.map(() => 0);
    pageCredits.set(
      page,
      best.map((credit, index) => Math.max(credit, credits[index]!)),
    );
  }
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  for (const entry of bySection.values()) {
    const onPage = pageCredits.get(entry.section.records[0]!.url_without_anchor)!;
    entry.coverage = (1 - weights.pageCoverageWeight) * sum(entry.credits) + weights.pageCoverageWeight * sum(onPage);
    const length = sectionLength(entry.section);
    if (length > weights.lengthPivot) {
      entry.coverage /= 1 + weights.lengthPenalty * Math.log(length / weights.lengthPivot);
    }
    const total = sum(entry.credits);
    if (total > 0) {
      entry.score *= 1 + weights.headingMatchWeight * (entry.headingCredit / total);
    }
  }
  const ranked = byRelevance([...bySection.values()], weights);

  let candidates = ranked.slice(0, PROXIMITY_CANDIDATES);
  const matcher = matcherFor(groups, candidates);
  if (groups.length > 1) {
    for (const candidate of candidates) {
      candidate.score *= 1 + weights.proximityWeight * closeness(candidate.section, matcher);
    }
    candidates = byRelevance(candidates, weights);
  }
  return {
    ranked: withPageSupport(
      [...candidates, ...ranked.slice(PROXIMITY_CANDIDATES)],
      weights,
      kitsNamedBy(groups, sections),
    ),
    matcher,
  };
}

/** How relevant a ranked section is: its score times its coverage to the power `coverageExponent`. */
function relevanceOf({score, coverage}: RankedSection, weights: Readonly<RankingWeights>): number {
  return score * coverage ** weights.coverageExponent;
}

/** The sections, most relevant first (a stable sort: equals keep their order); each relevance worked out once. */
function byRelevance(entries: readonly RankedSection[], weights: Readonly<RankingWeights>): RankedSection[] {
  return entries
    .map((entry) => ({entry, relevance: relevanceOf(entry, weights)}))
    .sort((a, b) => b.relevance - a.relevance)
    .map(({entry}) => entry);
}

/** Each kit's name by the words that mean it, from the sections' records; worked out once per index. */
const kitWordsOf = new WeakMap<readonly Section[], Map<string, string>>();

/** The kits the query names: a word typed (not a synonym) that means a kit (`KitOfPage.words`). */
function kitsNamedBy(groups: readonly QueryGroup[], sections: readonly Section[]): Set<string> {
  let kitWords = kitWordsOf.get(sections);
  if (!kitWords) {
    kitWords = new Map();
    for (const section of sections) {
      const {kit} = section.records[0]!;
      kit?.words.forEach((word) => kitWords!.set(word, kit.name));
    }
    kitWordsOf.set(sections, kitWords);
  }
  const named = new Set<string>();
  for (const group of groups) {
    for (const term of group.alternatives[0]!) {
      const kit = kitWords.get(term.word);
      if (kit !== undefined) {
        named.add(kit);
      }
    }
  }
  return named;
}

/** The sections, best first, re-ordered once each page's best section is raised by its page's next best ones (see weights.pageSupportWeight). */
function withPageSupport(
  ranked: RankedSection[],
  weights: Readonly<RankingWeights>,
  namedKits: ReadonlySet<string>,
): RankedSection[] {
  const relevance = (entry: RankedSection) => relevanceOf(entry, weights);
  // Sections come best first, so a page's list holds its best sections in order.
  const byPage = new Map<string, number[]>();
  for (const entry of ranked) {
    const page = entry.section.records[0]!.url_without_anchor;
    const best = byPage.get(page);
    if (!best) {
      byPage.set(page, [relevance(entry)]);
    } else if (best.length < weights.pageSupportSections) {
      best.push(relevance(entry));
    }
  }
  const support = new Map<string, number>();
  for (const [page, best] of byPage) {
    support.set(page, weights.pageSupportWeight * best.slice(1).reduce((total, value) => total + value, 0));
  }
  // Only the page's best section, which leads the page's entry in the box, is raised: its other
  // sections keep their places, so they do not crowd the hits the box lists pages from.
  const led = new Set<string>();
  const keyed = ranked.map((entry) => {
    const page = entry.section.records[0]!.url_without_anchor;
    const leads = !led.has(page);
    led.add(page);
    return {entry, leads, key: relevance(entry) + (leads ? support.get(page)! : 0)};
  });
  keyed.sort((a, b) => b.key - a.key);
  // A query that names a kit lowers the other kits' pages (weights.otherKitFactor).
  if (namedKits.size > 0) {
    for (const item of keyed) {
      const {kit} = item.entry.section.records[0]!;
      if (kit !== null && !namedKits.has(kit.name)) {
        item.key *= weights.otherKitFactor;
      }
    }
    keyed.sort((a, b) => b.key - a.key);
  }
  // Then the best page of each kit family keeps its place; its kin are lowered (weights.kitVariantFactor).
  // A page's leading section, raised by its page's support, still comes first of the page's sections.
  const familiesSeen = new Set<string>();
  let lowered = false;
  for (const item of keyed) {
    const heading = item.entry.section.records[0]!;
    if (item.leads && heading.kit !== null) {
      if (familiesSeen.has(heading.kit.family)) {
        item.key *= weights.kitVariantFactor;
        lowered = true;
      }
      familiesSeen.add(heading.kit.family);
    }
  }
  if (lowered) {
    keyed.sort((a, b) => b.key - a.key);
  }
  return keyed.map(({entry}) => entry);
}
