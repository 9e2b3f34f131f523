/**
 * The sandbox carrier's shipments keep no state: the id says when the shipment was made and whether
 * it goes to a point or a door (`sbx-<base36 millis>-<p|c><random>`), its parcel number follows from
 * the id, and its status from the time since: one step (CDEK's codes) per configured interval.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CarrierShipment, Destination } from './types';

const ID = /^sbx-([0-9a-z]{1,12})-([pc])[0-9a-z]{6}$/;

/** What a shipment goes through, in order; the third step depends on where it goes. */
const STEPS = [
  { code: 'ACCEPTED', state: 'accepted' },
  { code: 'RECEIVED_AT_SHIPMENT_WAREHOUSE', state: 'in_transit' },
  { pickup: 'ACCEPTED_AT_PICK_UP_POINT', courier: 'TAKEN_BY_COURIER', state: 'ready' },
  { code: 'DELIVERED', state: 'delivered' },
] as const;

export function newSandboxId(method: Destination['method'], now: Date): string {
  const random = BigInt(`0x${randomBytes(5).toString('hex')}`)
    .toString(36)
    .padStart(6, '0')
    .slice(-6);
  return `sbx-${now.getTime().toString(36)}-${method === 'pickup' ? 'p' : 'c'}${random}`;
}

export function isSandboxId(externalId: string): boolean {
  return ID.test(externalId);
}

/** A 10-digit parcel number drawn from the id, the same at every read. */
function parcelNumber(externalId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(externalId).digest('hex').slice(0, 15)}`)
    .toString()
    .slice(-9);
  return `7${digits.padStart(9, '0')}`;
}

/** The shipment as it stands `now`; null for an id the sandbox did not make. */
export function sandboxShipmentAt(externalId: string, now: Date, stepMs: number): CarrierShipment | null {
  const match = ID.exec(externalId);
  if (!match) return null;
  const madeAt = parseInt(match[1]!, 36);
  const method = match[2] === 'p' ? 'pickup' : 'courier';
  const index = Math.min(STEPS.length - 1, Math.max(0, Math.floor((now.getTime() - madeAt) / stepMs)));
  const step = STEPS[index]!;
  return {
    externalId,
    trackingNumber: parcelNumber(externalId),
    state: step.state,
    carrierStatus: 'code' in step ? step.code : step[method],
    carrierStatusAt: new Date(madeAt + index * stepMs),
  };
}
