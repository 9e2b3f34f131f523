import { Link } from 'react-router-dom';
import styled from '@emotion/styled';
import { urls } from '../../shared/routes';
import { Icon, type IconName } from '../components/icon';
import { Page } from '../components/page';
import { colors, mq, radius } from '../ui/theme';

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
      <Grid>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Card to={s.to}>
              <Icon name={s.icon} size={26} />
              <span>
                <strong>{s.title}</strong>
                <small>{s.text}</small>
              </span>
            </Card>
          </li>
        ))}
      </Grid>
    </Page>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.desktop} {
    grid-template-columns: repeat(3, 1fr);
    gap: 16px;
  }
`;

const Card = styled(Link)`
  display: flex;
  align-items: center;
  gap: 14px;
  height: 100%;
  padding: 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.white};
  color: ${colors.graphite};
  text-decoration: none;
  svg {
    flex: none;
    color: ${colors.sageDark};
  }
  strong,
  small {
    display: block;
  }
  small {
    color: ${colors.muted};
    font-size: 14px;
  }
  &:hover {
    border-color: ${colors.sage};
  }
`;
