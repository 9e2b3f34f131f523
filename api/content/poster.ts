import type { Poster } from '../../shared/contract';
import type { PosterRow } from './queries';

/** A poster row as the contract shows it (spec §3). */
export function toPoster(row: PosterRow): Poster {
  return {
    ID: row.id,
    NAME: row.name,
    TYPE: row.type,
    CONTENT: { PICTURE: row.picture, TEXT: row.text },
    LINK:
      row.linkHref !== null && row.linkTarget !== null && row.linkText !== null
        ? { HREF: row.linkHref, TARGET: row.linkTarget, TEXT: row.linkText }
        : null,
    PARAMS: { SHOW_IN: row.showIn, HIDE_IN: row.hideIn, DELAY: row.delayMinutes },
  };
}
