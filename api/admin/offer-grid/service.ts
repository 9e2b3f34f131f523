import { OFFER_GRID_MESSAGES, type OfferGridSaveBody, type OfferGridSaved } from '../../../shared/contract/admin/offer-grid';
import type { ApiError } from '../../../shared/contract';
import { editCatalogue, offerNumbers, OfferNumbersRefused, writeOfferNumbers, type RevisionWatch } from '../../catalog/service';
import type { Db } from '../../db/database';
import { DomainError } from '../../http/errors';
import { changedFields, recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';
import { offerGridRows } from './read-grid';

/**
 * The grid's save (issue 24): every change through the catalogue's one write of offers' numbers
 * (all or none), one audit row per changed offer with what changed before and after, and the
 * catalogue's revision, in one transaction (editCatalogue), so the storefront shows it within
 * seconds. A refusal names each change it is about as `changes.<index>`, the screen's row.
 */

const refusal = (status: number, message: string, rows: ApiError[]) =>
  new DomainError(status === 403 ? 'forbidden_price' : 'offers_refused', status, message, [
    { message, customData: { field: 'changes' } },
    ...rows,
  ]);

export async function saveOfferGrid(
  deps: { db: Db; revision: RevisionWatch },
  member: StaffMember,
  body: OfferGridSaveBody,
): Promise<OfferGridSaved> {
  const { changes } = body;
  if (member.staff.role === 'warehouse') {
    const priced = changes.flatMap((c, i) =>
      c.priceKopecks !== undefined || c.oldPriceKopecks !== undefined
        ? [{ message: OFFER_GRID_MESSAGES.warehousePrice, customData: { field: `changes.${i}` } }]
        : [],
    );
    if (priced.length > 0) throw refusal(403, OFFER_GRID_MESSAGES.warehousePrice, priced);
  }
  try {
    await editCatalogue(deps, async (tx) => {
      const { before, after } = await writeOfferNumbers(tx, changes);
      for (const [i, was] of before.entries()) {
        const now = after[i]!;
        const changed = changedFields(offerNumbers(was), offerNumbers(now));
        if (!changed) continue;
        const named = { productCode: was.productCode, size: was.size };
        await recordChange(tx, {
          ...member,
          action: 'offer.numbers',
          object: 'offer',
          objectId: was.id,
          before: { ...named, ...changed.before },
          after: { ...named, ...changed.after },
        });
      }
    });
  } catch (error) {
    if (!(error instanceof OfferNumbersRefused)) throw error;
    const known = new Map(
      (
        await offerGridRows(
          deps.db,
          error.problems.map((p) => p.offerId),
        )
      ).map((r) => [r.id, r]),
    );
    const rows = error.problems.map(({ offerId, problem }) => {
      const offer = known.get(offerId);
      const index = changes.findIndex((c) => c.offerId === offerId);
      return {
        message: offer ? `${offer.name} (${offer.productCode}), размер ${offer.size}: ${problem}` : `Размер № ${offerId}: ${problem}`,
        customData: { field: `changes.${index}` },
      };
    });
    throw refusal(400, OFFER_GRID_MESSAGES.refused, rows);
  }
  return {
    items: await offerGridRows(
      deps.db,
      changes.map((c) => c.offerId),
    ),
  };
}
