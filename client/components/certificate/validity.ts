import type { Certificate } from '../../../shared/contract/certificate';
import { formatDate } from '../../../shared/format';

/**
 * Until when a certificate pays, in the spec's §9 date (Moscow): «Действует до 24.11.27», or
 * «Действовал до …» once expired; null for a spent one, whose date no longer matters.
 */
export function validity(certificate: Pick<Certificate, 'STATUS' | 'EXPIRES_AT'>): string | null {
  if (certificate.STATUS === 'spent') return null;
  return `${certificate.STATUS === 'expired' ? 'Действовал' : 'Действует'} до ${formatDate(certificate.EXPIRES_AT)}`;
}
