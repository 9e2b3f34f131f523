import { keys } from '../../shared/api/keys';
import type { Profile } from '../../shared/contract/profile';
import { formatPhone } from '../../shared/format/phone';
import { urls } from '../../shared/routes';
import { useApi } from './useApi';

/**
 * The signed-in shopper (spec §4): read at startup with the layout's data, so the header and the
 * personal area's guard know it on the first render. Null for a guest, and after any failure
 * (spec §8: a failing profile fetch makes the profile empty); undefined only while it first loads.
 */
export function useProfile(): Profile | null | undefined {
  const { data, error } = useApi(keys.profile());
  if (error) return null;
  return data;
}

/**
 * What the header and the mobile menu show of the shopper: the name, else the phone; «Войти» for
 * a guest. Beside the hook, so that the header's signed-in state is one small module.
 */
export function accountLink(profile: Profile | null | undefined): { to: string; text: string; signedIn: boolean } {
  if (!profile) return { to: urls.login(), text: 'Войти', signedIn: false };
  const text = profile.NAME.trim() || formatPhone(profile.PHONE) || profile.PHONE;
  return { to: urls.personal(), text, signedIn: true };
}
