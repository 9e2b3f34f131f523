import { urls } from '../../../shared/routes';
import type { Executor } from '../database';
import { posters } from '../schema';
import type { SeededSection } from './insert-sections';

/** Two demo posters (spec §3, §4); the pictures ship with the client under /images/posters/. */
export async function insertPosters(tx: Executor, seeded: SeededSection[]): Promise<void> {
  const section = (code: string) => {
    const found = seeded.find((s) => s.code === code);
    if (!found) throw new Error(`В демо-данных нет раздела ${code}`);
    return urls.section({ ID: found.id, CODE: found.code });
  };
  await tx.insert(posters).values([
    {
      name: 'Капсула «Лето 2025»',
      type: 'HTML',
      picture: '/images/posters/summer.svg',
      text: '<p>Новая капсула <b>«Лето 2025»</b>: лёгкий органический хлопок для жарких дней.</p>',
      linkHref: section('leto_2025'),
      linkTarget: '_self',
      linkText: 'Смотреть капсулу',
      showIn: ['/'],
      hideIn: [],
      // Once a day.
      delayMinutes: 24 * 60,
      sort: 100,
    },
    {
      name: 'Подарочный сертификат',
      type: 'IMAGE',
      picture: '/images/posters/gift.svg',
      text: null,
      linkHref: section('podarochnyy_sertifikat'),
      linkTarget: '_self',
      linkText: 'Выбрать сертификат',
      showIn: [],
      // Not in the personal area: signing in with a code, the basket, checkout and paying
      // (docs/decisions/040-demo-content-and-contrast.md).
      hideIn: ['/personal/*'],
      delayMinutes: 12 * 60,
      sort: 200,
    },
  ]);
}
