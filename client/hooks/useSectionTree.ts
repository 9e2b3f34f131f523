import useSWR from 'swr';
import { keys } from '../../shared/api/keys';
import type { Section } from '../../shared/contract/section';

/** The catalogue tree of the menu (spec §2.4), root sections with ITEMS nested. */
export function useSectionTree() {
  return useSWR<Section[]>(keys.sectionTree());
}
