import { formatPrice } from '../../../shared/format/number';
import type { Executor } from '../database';
import { shopDocuments, shopInfo, socialLinks } from '../schema';

/** The demo brand. Requisites are invented for the demo and belong to no real company. */
const info: typeof shopInfo.$inferInsert = {
  brandName: 'Хлопушки',
  brandSlogan: 'Одежда из органического хлопка для малышей и детей',
  phone: '+74951234567',
  email: 'hello@hlopushki.ru',
  messengerName: 'Написать в Telegram',
  messengerHref: 'https://t.me/hlopushki_shop',
  requisites: [
    'ООО «Хлопушки»',
    'ИНН 7700000000',
    'ОГРН 1000000000000',
    'Юридический адрес: 123100, г. Москва, Пресненская наб., д. 1, оф. 1',
  ],
  certification: [
    'Органический хлопок сертифицирован по стандарту GOTS (Global Organic Textile Standard)',
    'Продукция соответствует ТР ТС 007/2011, декларация о соответствии ЕАЭС',
  ],
  // Spec §1, §9: free delivery to a pickup point from 7 000 rubles.
  banner: `Бесплатная доставка при заказе от ${formatPrice(7000)} до пункта выдачи «Посылкин»`,
};

/** Spec §2.6: five networks and messengers (no networks that are blocked in Russia). */
const social = [
  { code: 'vk', name: 'ВКонтакте', href: 'https://vk.com/hlopushki' },
  { code: 'telegram', name: 'Telegram', href: 'https://t.me/hlopushki' },
  { code: 'whatsapp', name: 'WhatsApp', href: 'https://wa.me/74951234567' },
  { code: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@hlopushki' },
  { code: 'ok', name: 'Одноклассники', href: 'https://ok.ru/hlopushki' },
];

const documents = [
  { code: 'privacy', name: 'Политика конфиденциальности', href: '/privacy/' },
  { code: 'agreement', name: 'Пользовательское соглашение', href: '/informatsiya/#agreement' },
  { code: 'offer', name: 'Публичная оферта', href: '/informatsiya/#offer' },
];

const sorted = <T>(rows: T[]) => rows.map((row, i) => ({ ...row, sort: (i + 1) * 100 }));

export async function insertStaticInfo(tx: Executor): Promise<void> {
  await tx.insert(shopInfo).values(info);
  await tx.insert(socialLinks).values(sorted(social));
  await tx.insert(shopDocuments).values(sorted(documents));
}
