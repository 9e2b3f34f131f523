// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/dom';
import { certificate } from '../../testing/profile';
import { CertificateCard } from './CertificateCard';

const card = () => within(screen.getByRole('listitem', { name: 'Сертификат K7QW-3MZP-9XRD-H2TE' }));

describe('a certificate of the personal area', () => {
  it('says until when it pays, as a Moscow date of two-digit day, month and year', () => {
    // 23:30 UTC is already the next day in Moscow.
    renderInShop(<CertificateCard certificate={certificate({ EXPIRES_AT: '2027-11-23T23:30:00.000Z' })} />);
    expect(card().getByText('Действует до 24.11.27')).toBeTruthy();
    expect(card().getByText('Активен')).toBeTruthy();
  });

  it('shows an expired one as expired, with the date it stopped paying', () => {
    const expired = certificate({ STATUS: 'expired', STATUS_NAME: 'Срок действия истёк', EXPIRES_AT: '2026-11-20T10:00:00.000Z' });
    renderInShop(<CertificateCard certificate={expired} />);
    expect(card().getByText('Срок действия истёк')).toBeTruthy();
    expect(card().getByText('Действовал до 20.11.26')).toBeTruthy();
  });

  it('gives no date for a spent one: nothing is left to pay with', () => {
    renderInShop(<CertificateCard certificate={certificate({ STATUS: 'spent', STATUS_NAME: 'Израсходован', BALANCE: 0 })} />);
    expect(card().getByText('Израсходован')).toBeTruthy();
    expect(card().queryByText(/^Действ/)).toBeNull();
  });
});
