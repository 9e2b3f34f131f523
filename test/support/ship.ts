import type { Db } from '../../api/db/database';
import { changeStatus, isStatusRefusal, staff } from '../../api/order/service';

/**
 * The order handed over with its parcel number through the lifecycle, as the back office's
 * «Отправлен» and the carrier's hand-over do (changeStatus, one transaction): 'shipped', or the
 * status a refusal found the order in ('refused: new', 'refused: shipped'…; 'refused: null': no
 * such order). Any other error is thrown.
 */
export async function shipOrder(db: Db, orderId: number, trackingNumber: string): Promise<string> {
  try {
    await db.transaction((tx) => changeStatus(tx, orderId, 'shipped', { actor: staff(), trackingNumber }));
    return 'shipped';
  } catch (error) {
    if (isStatusRefusal(error)) return `refused: ${error.found}`;
    throw error;
  }
}
