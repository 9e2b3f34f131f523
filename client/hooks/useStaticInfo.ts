import { keys } from '../../shared/api/keys';
import { useApi } from './useApi';

/** The brand's constants (spec §4: loaded once at startup; the server puts them in the fallback). */
export function useStaticInfo() {
  return useApi(keys.staticInfo());
}

/** Spec §9's threshold, for the moment before the static info arrives. */
export const FREE_DELIVERY_DEFAULT = 7000;

/**
 * From what sum (rubles) delivery to a pickup point is free: the owner's threshold as the api's
 * static info gives it (the pickup method's row, which the basket and orders price by), kept at
 * most a few seconds (server/render/shared-data.ts CONTENT_TTL_MS), so a change in the back office
 * shows on the next page. Null when she made pickup never free: then no page promises it.
 */
export function useFreeDeliveryFrom(): number | null {
  const { data } = useStaticInfo();
  return data ? data.FREE_DELIVERY_FROM : FREE_DELIVERY_DEFAULT;
}
