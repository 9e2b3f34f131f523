import { keys } from '../../shared/api/keys';
import { useApi } from './useApi';

/** The brand's constants (spec §4: loaded once at startup; the server puts them in the fallback). */
export function useStaticInfo() {
  return useApi(keys.staticInfo());
}
