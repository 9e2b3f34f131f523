/**
 * Spec §5: keep digits only; a 10-digit number, or an 11-digit number whose first digit is dropped
 * (8 or 7 in Russia), is shown as +7 (XXX) XXX-XXXX; any other length gives no result (null).
 */
export function formatPhone(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const digits = String(input).replace(/\D/g, '');
  const local = digits.length === 11 ? digits.slice(1) : digits;
  if (local.length !== 10) return null;
  return `+7 (${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

/** The phone as a tel: link target (+7XXXXXXXXXX), or null when formatPhone gives no result. */
export function phoneHref(input: string | number | null | undefined): string | null {
  const shown = formatPhone(input);
  return shown === null ? null : `tel:${shown.replace(/[^\d+]/g, '')}`;
}

/**
 * A stored phone (7XXXXXXXXXX) as a log line or a staff list may show it: +7 916 ***-**-67. Enough
 * to tell two shoppers apart and to match a caller's last digits, not enough to call anyone (a phone
 * is personal data under 152-FZ); anything else is shown as *** rather than guessed at.
 */
export function maskedPhone(phone: string): string {
  if (!/^7\d{10}$/.test(phone)) return '***';
  return `+7 ${phone.slice(1, 4)} ***-**-${phone.slice(9)}`;
}
