import { keys } from '../../shared/api/keys';
import { useApi } from './useApi';

/** The catalogue tree of the menu (spec §2.4), root sections with ITEMS nested. */
export function useSectionTree() {
  return useApi(keys.sectionTree());
}
