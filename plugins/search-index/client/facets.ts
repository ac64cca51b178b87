import {FACET_ATTRIBUTES, type DocSearchRecord} from '../records';
import type {FacetFilters, SearchRequest} from './format';

/**
 * Facets of the records: the filters DocSearch and the search page send (language
 * and docs version, for contextual search) and the counts the search page asks for.
 */

function recordAttribute(record: DocSearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) {
    return value.map(String);
  }
  return value === null || value === undefined ? [] : [String(value)];
}

/**
 * Compiles Algolia facet filters: the outer list is a conjunction, an inner list
 * a disjunction, and `attribute:-value` a negation.
 */
export function compileFacetFilters(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
  if (!filters || filters.length === 0) {
    return () => true;
  }
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (typeof group === 'string' ? [group] : group).map((filter) => {
      const separator = filter.indexOf(':');
      const attribute = filter.slice(0, separator);
      let value = filter.slice(separator + 1);
      const negated = value.startsWith('-');
      if (negated) {
        value = value.slice(1);
      } else if (value.startsWith('\\-')) {
        value = value.slice(1);
      }
      return (record: DocSearchRecord) => recordAttribute(record, attribute).includes(value) !== negated;
    }),
  );
  return (record) => groups.every((group) => group.some((test) => test(record)));
}

export function requestedFacets(facets: SearchRequest['facets']): string[] {
  if (!facets) {
    return [];
  }
  const list = typeof facets === 'string' ? [facets] : [...facets];
  return list.includes('*') ? [...FACET_ATTRIBUTES] : list;
}

/** How many of the records hold each value of each facet. */
export function countFacets(
  facets: readonly string[],
  records: readonly DocSearchRecord[],
): Record<string, Record<string, number>> {
  return Object.fromEntries(
    facets.map((facet) => {
      const counts: Record<string, number> = {};
      for (const record of records) {
        for (const value of recordAttribute(record, facet)) {
          counts[value] = (counts[value] ?? 0) + 1;
        }
      }
      return [facet, counts];
    }),
  );
}
