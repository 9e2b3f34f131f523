/** The staff's block and reissue (issue 24): the certificate domain's writes and the audit row in one transaction. */
import type { Db } from '../../db/database';
import { auditedCertificate, blockCertificate, reissueCertificate } from '../../certificate/service';
import { recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';

export async function blockForStaff(db: Db, member: StaffMember, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { before, after } = await blockCertificate(tx, id);
    await recordChange(tx, {
      ...member,
      action: 'certificate.block',
      object: 'certificate',
      objectId: id,
      before: auditedCertificate(before),
      after: { ...auditedCertificate(after), reason },
    });
  });
}

/** The new certificate's id. */
export async function reissueForStaff(db: Db, member: StaffMember, id: number, reason: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { before, old, fresh } = await reissueCertificate(tx, id);
    await recordChange(tx, {
      ...member,
      action: 'certificate.reissue',
      object: 'certificate',
      objectId: id,
      before: auditedCertificate(before),
      after: { ...auditedCertificate(old), reason, reissuedTo: { id: fresh.id, ...auditedCertificate(fresh) } },
    });
    return fresh.id;
  });
}
