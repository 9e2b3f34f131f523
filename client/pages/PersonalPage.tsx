import { urls } from '../../shared/routes';
import type { IconName } from '../components/icon';
import { Page } from '../components/page';
import { Tile, Tiles } from '../ui/Tile';

const SECTIONS: { to: string; icon: IconName; title: string; text: string }[] = [
  { to: urls.orders(), icon: 'bag', title: 'Мои заказы', text: 'Статусы и история заказов' },
  { to: urls.favorites(), icon: 'heart', title: 'Избранное', text: 'Отложенные товары' },
  { to: '/personal/information/', icon: 'user', title: 'Личная информация', text: 'Имя, телефон и почта' },
  { to: '/personal/certificates/', icon: 'grid', title: 'Подарочные сертификаты', text: 'Баланс и активация' },
  { to: '/personal/promocodes/', icon: 'leaf', title: 'Промокоды', text: 'Ваши скидки' },
  { to: '/personal/subscribes/', icon: 'mail', title: 'Подписки', text: 'Новости и предложения' },
  { to: '/personal/feedback/', icon: 'phone', title: 'Обратная связь', text: 'Вопрос или пожелание' },
];

/** /personal/: the personal area's sections. */
export default function PersonalPage() {
  return (
    <Page title="Личный кабинет">
      <Tiles>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Tile to={s.to} icon={s.icon} title={s.title} text={s.text} />
          </li>
        ))}
      </Tiles>
    </Page>
  );
}
