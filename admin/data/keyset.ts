import type { ListData } from '../contract-types';

/** One page of a keyset list, as react-admin's partial pagination wants it. */
export interface KeysetPage<T> {
  items: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * The cursors of the pages already seen, per list (a resource with its filters): page 1 starts
 * at no cursor, page n+1 at page n's `next`. react-admin asks for page numbers; our lists only
 * know "after this cursor", so a page asked before its cursor is known (a deep link to ?page=4)
 * is reached by walking from the last page known.
 */
export class KeysetCursors {
  /** list key → the `after` of page i+1 at index i (index 0: the first page, no cursor). */
  private readonly lists = new Map<string, Array<string | undefined>>();

  async page<T>(key: string, page: number, fetchAfter: (after: string | undefined) => Promise<ListData<T>>): Promise<KeysetPage<T>> {
    const cursors = this.lists.get(key) ?? [undefined];
    this.lists.set(key, cursors);
    let at = Math.min(page, cursors.length);
    for (;;) {
      const answer = await fetchAfter(cursors[at - 1]);
      // What follows a page answered again may have changed: forget the cursors beyond it.
      cursors.length = at;
      if (answer.next !== null) cursors.push(answer.next);
      if (at === page || answer.next === null) {
        const reached = at === page;
        return { items: reached ? answer.items : [], hasNextPage: reached && answer.next !== null, hasPreviousPage: page > 1 };
      }
      at += 1;
    }
  }
}

/** A list's identity for its cursors: the same filters in any key order are one list. */
export function listKey(resource: string, filter: Record<string, unknown>): string {
  const entries = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${resource}?${JSON.stringify(entries)}`;
}
