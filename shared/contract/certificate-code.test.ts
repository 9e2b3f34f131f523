import { describe, expect, it } from 'vitest';
import { formatCertificateCode, normalizeCertificateCode } from './certificate-code';

describe('a certificate code', () => {
  it('is shown in groups of four', () => {
    expect(formatCertificateCode('K7QW3MZP9XRDH2TE')).toBe('K7QW-3MZP-9XRD-H2TE');
  });

  it('stays as it is when shown again (the api already answers it in groups)', () => {
    expect(formatCertificateCode('K7QW-3MZP-9XRD-H2TE')).toBe('K7QW-3MZP-9XRD-H2TE');
    expect(formatCertificateCode('k7qw 3mzp 9xrd h2te')).toBe('K7QW-3MZP-9XRD-H2TE');
  });

  it('is read as typed in any case, with spaces or dashes', () => {
    expect(normalizeCertificateCode(' k7qw-3mzp 9xrd-h2te ')).toBe('K7QW3MZP9XRDH2TE');
  });
});
