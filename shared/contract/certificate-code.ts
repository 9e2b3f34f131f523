/**
 * A gift certificate's code, without zod, so that the browser may import it: its letters, its
 * length, how a typed code is read and how a code is shown.
 */

/** The code's letters: no 0/O, 1/I/L, so that a code read aloud or copied by hand survives. */
export const CERTIFICATE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 16 letters (≈79 bits), shown in groups of four: 'K7QW-3MZP-9XRD-H2TE'. */
export const CERTIFICATE_CODE_LENGTH = 16;
/** How long a certificate pays from the moment it is issued: the product text promises «Действует год». */
export const CERTIFICATE_VALID_MONTHS = 12;

/** The code as stored: upper case, without the spaces and dashes a person types between groups. */
export const normalizeCertificateCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** The code as shown: groups of four joined by dashes; a code already shown so stays as it is. */
export const formatCertificateCode = (code: string): string => {
  const stored = normalizeCertificateCode(code);
  return stored.match(/.{1,4}/g)?.join('-') ?? stored;
};

/**
 * What moves a certificate's balance: 'issued' on payment of its order (or a reissue), 'held' by an
 * order placed, 'spent' when that order is paid, 'released' when it is cancelled, 'reissued' when
 * the staff move the whole balance to a new code.
 */
export const CERTIFICATE_EVENT_KINDS = ['issued', 'held', 'spent', 'released', 'reissued'] as const;

/** The code as lists show it (issue 24): the last group only, enough to match what a caller reads out. */
export const maskedCertificateCode = (code: string): string => `****-****-****-${normalizeCertificateCode(code).slice(-4)}`;
