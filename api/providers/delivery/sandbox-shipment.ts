/**
 * The sandbox carrier's shipments keep no state: the id says when the shipment was made, whether it
 * goes to a point or a door, and whether it comes back (`sbx-<base36 millis>-<p|c>[r]<random>`);
 * its parcel number follows from the id, and its status from the time since: one step (CDEK's
 * codes) per configured interval. A parcel comes back when its recipient's name has the word
 * «возврат» in it (the owner's way to see a return offline, as «Тест Возврат»): it is not collected,
 * and the carrier returns it to the shop instead of the last step.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CarrierShipment, Destination } from './types';

const ID = /^sbx-([0-9a-z]{1,12})-([pc])(r?)[0-9a-z]{6}$/;

/** What a shipment goes through, in order; the third step depends on where it goes. */
const STEPS = [
  { code: 'ACCEPTED', state: 'accepted' },
  { code: 'RECEIVED_AT_SHIPMENT_WAREHOUSE', state: 'in_transit' },
  { pickup: 'ACCEPTED_AT_PICK_UP_POINT', courier: 'TAKEN_BY_COURIER', state: 'ready' },
  { code: 'DELIVERED', state: 'delivered' },
] as const;

/** The last step of a parcel that comes back. */
const RETURNED = { code: 'RETURNED', state: 'returned' } as const;

/** Whether a shipment to this recipient comes back (see above). */
export const comesBack = (recipientName: string) => /возврат/i.test(recipientName);

export function newSandboxId(method: Destination['method'], now: Date, returned = false): string {
  const random = BigInt(`0x${randomBytes(5).toString('hex')}`)
    .toString(36)
    .padStart(6, '0')
    .slice(-6);
  return `sbx-${now.getTime().toString(36)}-${method === 'pickup' ? 'p' : 'c'}${returned ? 'r' : ''}${random}`;
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
  const step = match[3] === 'r' && index === STEPS.length - 1 ? RETURNED : STEPS[index]!;
  return {
    externalId,
    trackingNumber: parcelNumber(externalId),
    state: step.state,
    carrierStatus: 'code' in step ? step.code : step[method],
    carrierStatusAt: new Date(madeAt + index * stepMs),
  };
}
