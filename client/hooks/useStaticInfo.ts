import useSWR from 'swr';
import { keys } from '../../shared/api/keys';
import type { StaticInfo } from '../../shared/contract/data';

/** The brand's constants (spec §4: loaded once at startup; the server puts them in the fallback). */
export function useStaticInfo() {
  return useSWR<StaticInfo>(keys.staticInfo());
}
