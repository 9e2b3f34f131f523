/**
 * The SBP payment link in the format of НСПК (the operator of СБП), as acquirers hand it out and as
 * bank apps open it: https://qr.nspk.ru/AD10006269TNA0JH9378574UQ65OM04Q?type=02&bank=100000000015&sum=1000&cur=RUB&crc=AA34
 *
 *   path  the QR's id at НСПК, 32 characters of [0-9A-Z]: 'A' — registered as a QR code ('B' — a
 *         payment link), then 'D' — dynamic, for one payment of a fixed sum ('S' — static,
 *         reusable), then the rest НСПК assigns ('1000…' in the links seen in the wild);
 *   type  '02' dynamic, '01' static (repeats the second letter for the bank app);
 *   bank  the СБП participant id (12 digits) of the merchant's bank that registered the QR;
 *   sum   the amount in kopecks (only for a fixed sum);
 *   cur   'RUB';
 *   crc   4 hex digits, a checksum of the link computed by НСПК.
 *
 * НСПК does not publish how it computes `crc`; the sandbox uses CRC-16/CCITT-FALSE of the link up to
 * '&crc=', which has the same shape. A sandbox link opens НСПК's «QR not found» page on a phone:
 * it is paid with the demo action, never by a bank.
 */
import { createHash } from 'node:crypto';

/** Not a participant of СБП: marks the link as the sandbox's. */
const SANDBOX_BANK_ID = '100000000000';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A dynamic QR id made from a seed: the same seed gives the same id (idempotent creation). */
export function sandboxQrId(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let tail = '';
  for (let i = 0; i < 28; i += 1) tail += ALPHABET[digest[i]! % ALPHABET.length];
  return `AD10${tail}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), four uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The link for a dynamic QR of `kopecks`. */
export function nspkLink(qrId: string, kopecks: number, bankId = SANDBOX_BANK_ID): string {
  const unsigned = `https://qr.nspk.ru/${qrId}?type=02&bank=${bankId}&sum=${kopecks}&cur=RUB`;
  return `${unsigned}&crc=${crc16(unsigned)}`;
}
