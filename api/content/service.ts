import type { DataRequest, DataResponse, Poster, Redirect, StaticInfo } from '../../shared/contract';
import { posterAppliesTo } from '../../shared/posters';
import type { Executor } from '../db/database';
import { pickupFreeFromKopecks } from '../delivery/service';
import { notFound } from '../http/errors';
import { toPoster } from './poster';
import { activePosters, documentRows, redirectRows, shopInfoRow, socialLinkRows } from './queries';

// Posters and the banner as staff write them (the back office's rules call these).
export { allPosters, findPoster, insertPoster, lockBanner, readBanner, updatePoster, writeBanner, type PosterTerms } from './staff-content';
export { toPoster } from './poster';
export type { PosterRow } from './queries';

// The shop's name, contacts and requisites: the footer's, the letters' and the feed's.
export { shopInfoRow } from './queries';

/** Every active poster in display order, whatever the route (pageData picks the route's). */
export async function activePosterList(db: Executor): Promise<Poster[]> {
  return (await activePosters(db)).map(toPoster);
}

/** POST /api/data/: what a route needs besides its own content; today its posters (spec §4). */
export function pageData(posters: readonly Poster[], request: DataRequest): DataResponse {
  return { posters: posters.filter((poster) => posterAppliesTo(poster, request.path)) };
}

export async function staticInfo(db: Executor): Promise<StaticInfo> {
  const [info, social, documents, freeFrom] = await Promise.all([
    shopInfoRow(db),
    socialLinkRows(db),
    documentRows(db),
    pickupFreeFromKopecks(db),
  ]);
  if (!info) throw notFound('Сведения о магазине не заполнены');
  return {
    BRAND: { NAME: info.brandName, SLOGAN: info.brandSlogan },
    PHONE: info.phone,
    EMAIL: info.email,
    MESSENGER: { NAME: info.messengerName, HREF: info.messengerHref },
    SOCIAL: social.map((s) => ({ CODE: s.code, NAME: s.name, HREF: s.href })),
    REQUISITES: info.requisites,
    CERTIFICATION: info.certification,
    DOCUMENTS: documents.map((d) => ({ NAME: d.name, HREF: d.href })),
    // Kopecks inside, rubles in the contract.
    FREE_DELIVERY_FROM: freeFrom === null ? null : Math.floor(freeFrom / 100),
    BANNER: info.banner,
  };
}

// A product's or section's changed code keeps its old address (issue 24).
export { recordMovedAddress } from './moved-address';

/** The legacy path table the storefront answers with 301 (spec §2.2). */
export function redirects(db: Executor): Promise<Redirect[]> {
  return redirectRows(db);
}
