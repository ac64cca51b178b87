/**
 * Whether the embedded index could be loaded, for the search results page:
 * unlike the modal, the theme's results page has no failure screen of its own,
 * so its wrapper shows one from this state. Kept apart from the client so the
 * wrapper does not pull the search engine in.
 */
export type IndexAvailability = 'unknown' | 'available' | 'unavailable';

let availability: IndexAvailability = 'unknown';
const listeners = new Set<() => void>();

export function getIndexAvailability(): IndexAvailability {
  return availability;
}

export function setIndexAvailability(next: IndexAvailability): void {
  if (next !== availability) {
    availability = next;
    listeners.forEach((listener) => listener());
  }
}

/** For `useSyncExternalStore`. */
export function subscribeToIndexAvailability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
