import { useNavigate } from 'react-router-dom';
import { urls } from '../../shared/routes';
import { showErrors } from '../components/notices';
import { api, errorsOf } from './fetcher';
import { useAccountSwitch } from './useAccountSwitch';
import { useSubmitOnce } from './useSubmitOnce';

/**
 * «Выйти» (POST /profile/logout/): the session ends on the api, everything personal is asked again
 * as a guest's, and the shopper lands on the home page. A refusal is shown as a notice (spec §8).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const switchAccount = useAccountSwitch();
  const { run, sending } = useSubmitOnce();
  const signOut = () =>
    run(async () => {
      try {
        await api.request('POST /profile/logout/', { body: {} });
      } catch (error) {
        showErrors(errorsOf(error));
        return;
      }
      void navigate(urls.home(), { replace: true });
      await switchAccount(null);
    });
  return { signOut, sending };
}
