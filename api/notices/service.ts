/**
 * Notices to buyers and the shop (issue 12): order events written to the outbox in the change's
 * transaction (enqueue.ts), letters written when they are sent (write.ts). docs/decisions/026.
 */
export { enqueueOrderNotices, type NoticeOrder } from './enqueue';
export { orderLetterPayload, type OrderEvent } from './notice';
// An edit of an order's lines (api/order/edit/).
export { enqueueEditNotice, orderEditedSmsText, type EditedOrder, type EditSurcharge } from './edit-notice';
export { writeOrderLetter } from './write';
