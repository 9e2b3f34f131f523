import type { certificateCalls } from '../../shared/contract/calls/certificate';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { sessionLookup } from '../session/service';
import { attachCertificate, listAccountCertificates } from './account';

/** /api/profile/certificates/… (spec §7.5): the signed-in account's gift certificates. */
export function certificateHandlers(db: Db): DomainHandlers<keyof typeof certificateCalls> {
  return {
    'GET /profile/certificates/': (_args, call) => listAccountCertificates(db, sessionLookup(db, call)),
    'POST /profile/certificates/use/': ({ body }, call) => attachCertificate(db, sessionLookup(db, call), body.certificate),
  };
}
