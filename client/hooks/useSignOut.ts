import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { urls } from '../../shared/routes';
import { showErrors, showSuccess } from '../components/toasts';
import { api, errorsOf } from './fetcher';
import { useAccountSwitch } from './useAccountSwitch';
import { useSubmitOnce } from './useSubmitOnce';

/**
 * «Выйти» (POST /profile/logout/) and «Выйти на всех устройствах» (POST /profile/logoutEverywhere/,
 * which ends the account's other browsers too): this browser's session ends on the api, the
 * shopper lands on the home page, and everything personal is asked again as a guest's. One request
 * at a time for both buttons; a refusal is shown as a toast (spec §8).
 */
export function useSignOut() {
  const leave = useLeave();
  const switchAccount = useAccountSwitch();
  const { run, sending } = useSubmitOnce();
  const signOut = (everywhere: boolean) =>
    run(async () => {
      try {
        if (everywhere) await api.request('POST /profile/logoutEverywhere/', { body: {} });
        else await api.request('POST /profile/logout/', { body: {} });
      } catch (error) {
        showErrors(errorsOf(error));
        return;
      }
      // Home first, the guest's profile after: on the area still shown, it would send its guard to sign-in.
      await leave(urls.home());
      await switchAccount(null);
      if (everywhere) showSuccess('Вы вышли на всех устройствах');
    });
  return { signOut: () => signOut(false), signOutEverywhere: () => signOut(true), sending };
}

/**
 * Navigates to `to` and resolves once this page has left the screen. React Router renders a
 * navigation as a transition (startTransition): until the next page has loaded and committed, the
 * page that asked is still shown, and whatever else changes meanwhile renders on it. Left means
 * unmounted (the app's router), or the location changed under it (a router that keeps it).
 */
function useLeave(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const left = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    left.current?.();
  }, [pathname]);
  useEffect(
    () => () => {
      left.current?.();
    },
    [],
  );
  return (to) => {
    if (to === pathname) return Promise.resolve();
    const gone = new Promise<void>((resolve) => (left.current = resolve));
    void navigate(to, { replace: true });
    return gone;
  };
}
