import type { AdminCertificateItem, AdminCertificatePage, ListData } from '../contract-types';
import type { AdminRecord, ResourceCalls } from '../data/resources';
import type { AdminHttp } from '../http';

/**
 * Gift certificates (issue 24): the list by keyset, masked codes, searched by a whole code or its
 * last four letters or the order that bought it; a certificate's page whole, with its ledger.
 */
const path = (id: string | number) => `/admin/certificates/${encodeURIComponent(String(id))}/`;

export function certificateCalls(http: AdminHttp): ResourceCalls {
  return {
    list(filter, after) {
      const q = typeof filter.q === 'string' ? filter.q.trim() : '';
      return http.get<ListData<AdminCertificateItem>>('/admin/certificates/', { q: q || undefined, after });
    },
    one: (id): Promise<AdminRecord> => http.get<AdminCertificatePage>(path(id)),
  };
}

export interface CertificateActions {
  /** Blocked: no order can be paid with it; the answer is its page. */
  blockCertificate(id: number, reason: string): Promise<AdminCertificatePage>;
  /** A new code with the balance; the answer is the new certificate's page, its code whole. */
  reissueCertificate(id: number, reason: string): Promise<AdminCertificatePage>;
}

export const certificateActions = (http: AdminHttp): CertificateActions => ({
  blockCertificate: (id, reason) => http.post<AdminCertificatePage>(`${path(id)}block/`, { reason }),
  reissueCertificate: async (id, reason) =>
    (await http.post<{ certificate: AdminCertificatePage }>(`${path(id)}reissue/`, { reason })).certificate,
});
