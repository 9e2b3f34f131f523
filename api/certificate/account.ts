/**
 * The personal area's certificates: GET /profile/certificates/ and POST /profile/certificates/use/.
 * A code is attached to one account only: once attached, another account can neither attach it nor
 * pay with it (whoever holds a code can activate it first, as the issue asks).
 */
import type { CertificateData, CertificateListData } from '../../shared/contract/certificate';
import type { Db } from '../db/database';
import { requireSignedIn, type SessionLookup } from '../session/service';
import { certificateMessages as say, certificateRefusal } from './messages';
import { accountCertificates, lockCertificateByCode, movementsOf, setCertificateAccount } from './queries';
import { certificateView } from './view';

export async function listAccountCertificates(db: Db, session: SessionLookup): Promise<CertificateListData> {
  const { userId } = await requireSignedIn(session);
  const rows = await accountCertificates(db, userId);
  const history = await movementsOf(
    db,
    rows.map((r) => r.id),
  );
  return { certificates: rows.map((row) => certificateView(row, history)) };
}

/** Attaches the code to the signed-in account, once; attaching it again to the same account is fine. */
export async function attachCertificate(db: Db, session: SessionLookup, code: string): Promise<CertificateData> {
  const { userId } = await requireSignedIn(session);
  return db.transaction(async (tx) => {
    // Locked, so that two accounts attaching one code at once cannot both win.
    const row = await lockCertificateByCode(tx, code);
    if (!row) throw certificateRefusal('certificate_unknown', 404, say.unknown);
    if (row.accountId !== null && row.accountId !== userId) throw certificateRefusal('certificate_other_account', 409, say.otherAccount);
    if (row.accountId === null) await setCertificateAccount(tx, row.id, userId);
    const history = await movementsOf(tx, [row.id]);
    return { certificate: certificateView({ ...row, accountId: userId }, history) };
  });
}
