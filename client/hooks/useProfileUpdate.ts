import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '../../shared/api/keys';
import type { CallId, CallInput } from '../../shared/contract/calls';
import type { ApiError } from '../../shared/contract/envelope';
import { showErrors, showSuccess } from '../components/toasts';
import { api, errorsOf } from './fetcher';

type UpdateCall = Extract<CallId, 'POST /profile/update/' | 'POST /profile/updateSubscriptions/'>;

/**
 * A change of the profile (personal data or subscriptions, spec §4): after success the profile is
 * re-fetched and a short toast says it is saved; after a refusal the errors are shown as toasts
 * (spec §8) and returned, for the form to put each beside its field. Null means it was saved.
 */
export function useProfileUpdate<Id extends UpdateCall>(id: Id, saved: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CallInput<Id>['body']): Promise<ApiError[] | null> => {
      try {
        const profile = await api.request(id as UpdateCall, { body } as never);
        await mutate(keys.profile(), profile, { revalidate: true });
        showSuccess(saved, 3000);
        return null;
      } catch (error) {
        const errors = errorsOf(error);
        showErrors(errors);
        return errors;
      }
    },
    [id, mutate, saved],
  );
}
