import type { Partner, Review } from '../../shared/contract/catalog';
import { urls } from '../../shared/routes';
import type { Executor } from '../db/database';
import { partnerRows, reviewRows } from './partners-reviews-queries';

/** GET /api/data/partners/: shops that sell the brand. */
export async function listPartners(db: Executor): Promise<Partner[]> {
  const rows = await partnerRows(db);
  return rows.map((r) => ({ ID: r.id, NAME: r.name, HREF: r.href, CITY: r.city }));
}

/** GET /api/data/reviews/?count=n: the newest reviews, DATE as an ISO date (YYYY-MM-DD). */
export async function listReviews(db: Executor, count: number): Promise<Review[]> {
  const rows = await reviewRows(db, count);
  return rows.map((r) => ({
    ID: r.id,
    AUTHOR: r.author,
    CITY: r.city,
    TEXT: r.text,
    RATING: r.rating,
    DATE: r.createdAt.toISOString().slice(0, 10),
    PRODUCT:
      r.productId === null || r.productCode === null || r.productName === null
        ? null
        : {
            NAME: r.productName,
            URL: urls.product({ ID: r.productId, CODE: r.productCode }),
            PICTURE: r.picture ?? '',
          },
  }));
}
