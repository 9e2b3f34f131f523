import { CERTIFICATE_REFUSALS } from '../../../shared/contract/admin/certificates';
import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { notFound } from '../../http/errors';
import { memberOf } from '../orders/routes';
import { listCertificatesForStaff, readCertificateForStaff } from './read';
import { blockForStaff, reissueForStaff } from './service';

/** Thin: the owner's and managers' (the access step checked it); the service writes and records. */

type CertificateIds =
  | 'GET /admin/certificates/'
  | 'GET /admin/certificates/{id}/'
  | 'POST /admin/certificates/{id}/block/'
  | 'POST /admin/certificates/{id}/reissue/';

export function certificateHandlers(db: Db): DomainHandlers<CertificateIds> {
  const page = async (id: number) => {
    const found = await readCertificateForStaff(db, id);
    if (!found) throw notFound(CERTIFICATE_REFUSALS.notFound.message);
    return found;
  };
  return {
    'GET /admin/certificates/': ({ query }) => listCertificatesForStaff(db, query),
    'GET /admin/certificates/{id}/': ({ params }) => page(params.id),
    'POST /admin/certificates/{id}/block/': async ({ params, body }, call) => {
      await blockForStaff(db, memberOf(call), params.id, body.reason);
      return page(params.id);
    },
    'POST /admin/certificates/{id}/reissue/': async ({ params, body }, call) => ({
      certificate: await page(await reissueForStaff(db, memberOf(call), params.id, body.reason)),
    }),
  };
}
