import { randomInt } from 'node:crypto';
import { CERTIFICATE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '../../shared/contract/certificate-code';

/**
 * A new certificate code: 16 letters of a 31-letter alphabet drawn by the system's CSPRNG
 * (randomInt is unbiased), ≈79 bits, so that a code cannot be guessed however many are tried.
 */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CERTIFICATE_ALPHABET[randomInt(CERTIFICATE_ALPHABET.length)];
  return code;
}
