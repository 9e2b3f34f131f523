/**
 * What the audit log records (api/admin/audit/recordChange), as codes the back office names in the
 * staff's words (admin/audit/names.ts). One list, zod-free for the app's bundle: a change recorded
 * under a new code does not typecheck until the log knows what to call it.
 */
export const AUDIT_ACTIONS = [
  'staff.create',
  'staff.update',
  'staff.reset',
  'staff.enrol',
  'staff.recovery-code',
  'staff.password',
  'order.status',
  'order.edit',
  'order.refund',
  'order.handover',
  'customer.note',
  'section.create',
  'section.update',
  'section.move',
  'section.delete',
  'product.create',
  'product.update',
  'product.sizes',
  'product.picture-add',
  'product.pictures',
  'coupon.create',
  'coupon.update',
  'poster.create',
  'poster.update',
  'banner.update',
  'delivery.method',
  'delivery.point-add',
  'delivery.point-edit',
  'certificate.block',
  'certificate.reissue',
  'offer.low-stock-threshold',
  'offer.import',
  'offer.numbers',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a change is made to. */
export const AUDIT_OBJECTS = [
  'staff',
  'order',
  'customer',
  'section',
  'product',
  'coupon',
  'poster',
  'banner',
  'delivery-method',
  'pickup-point',
  'certificate',
  'offer',
] as const;
export type AuditObject = (typeof AUDIT_OBJECTS)[number];
