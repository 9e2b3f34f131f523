import { formatPhone } from '../../../shared/format/phone';
import type { Profile } from '../../../shared/contract/profile';
import { urls } from '../../../shared/routes';

/** What the header and the mobile menu show of the shopper: the name, else the phone; «Войти» for a guest. */
export function accountLink(profile: Profile | null | undefined): { to: string; text: string; signedIn: boolean } {
  if (!profile) return { to: urls.login(), text: 'Войти', signedIn: false };
  const text = profile.NAME.trim() || formatPhone(profile.PHONE) || profile.PHONE;
  return { to: urls.personal(), text, signedIn: true };
}
