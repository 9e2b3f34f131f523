import type { deliveryCalls } from '../../shared/contract/calls/delivery';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { ownerOf, sessionLookup } from '../session/service';
import { listCities, listCityPoints, openingCity } from './points';

/** /api/delivery/… (issue 25): the checkout's cities and a city's pickup points, from the points the shop keeps. */
export function deliveryHandlers(db: Db): DomainHandlers<keyof typeof deliveryCalls> {
  return {
    'GET /delivery/cities/': async ({ query }) => ({ ITEMS: await listCities(db, query.q) }),
    'GET /delivery/points/': async ({ query }, call) => {
      // No session is made for asking: a new visitor opens on the largest city.
      const session = query.city === undefined ? await sessionLookup(db, call)({ create: false }) : null;
      const key = query.city ?? (await openingCity(db, session && ownerOf(session)))?.KEY;
      if (key === undefined) return { CITY: null, ITEMS: [] };
      const { city, items } = await listCityPoints(db, key, query.q);
      return { CITY: city, ITEMS: items };
    },
  };
}
