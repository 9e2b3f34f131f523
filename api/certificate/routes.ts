import type { certificateCalls } from '../../shared/contract/calls/certificate';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { limitCertificateTries, type Limits } from '../limits/service';
import { sessionLookup } from '../session/service';
import { attachCertificate, listAccountCertificates } from './account';
import { isUnknownCertificate } from './messages';

/** /api/profile/certificates/… (spec §7.5): the signed-in account's gift certificates. */
export function certificateHandlers(db: Db, limits: Limits): DomainHandlers<keyof typeof certificateCalls> {
  return {
    'GET /profile/certificates/': (_args, call) => listAccountCertificates(db, sessionLookup(db, call)),
    // Attaching tries a code: an unknown one counts against the address's limit on guessing.
    'POST /profile/certificates/use/': ({ body }, call) =>
      limitCertificateTries(
        limits,
        call,
        body.certificate,
        () => attachCertificate(db, sessionLookup(db, call), body.certificate),
        (outcome) => 'error' in outcome && isUnknownCertificate(outcome.error),
      ),
  };
}
