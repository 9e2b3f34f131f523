import styled from '@emotion/styled';
import { formatPhone } from '../../../shared/format/phone';
import { urls } from '../../../shared/routes';
import type { IconName } from '../../components/icon';
import { Page } from '../../components/page';
import { usePersonalData } from '../../hooks/usePersonalData';
import { useProfile } from '../../hooks/useProfile';
import { useSignOut } from '../../hooks/useSignOut';
import type { PersonalRoute } from './route';
import type { PageProps } from '../route-module';
import { Button } from '../../ui/Button';
import { colors, space } from '../../ui/theme';
import { Tile, Tiles } from '../../ui/Tile';
import { Devices } from './Devices';

const SECTIONS: { to: string; icon: IconName; title: string; text: string }[] = [
  { to: urls.personalInformation(), icon: 'user', title: 'Личные данные', text: 'Имя, почта, день рождения, дети' },
  { to: urls.orders(), icon: 'bag', title: 'Мои заказы', text: 'Статусы и история заказов' },
  { to: urls.subscribes(), icon: 'mail', title: 'Подписки', text: 'Новости по почте и в СМС' },
  { to: urls.promocodes(), icon: 'leaf', title: 'Промокоды', text: 'Ваши личные скидки' },
  { to: urls.certificates(), icon: 'grid', title: 'Подарочные сертификаты', text: 'Баланс и активация' },
  { to: urls.feedback(), icon: 'phone', title: 'Обратная связь', text: 'Вопрос или пожелание' },
];

/** /personal/: the personal area's sections, «Выйти», and «Где вы вошли» with «Выйти на всех устройствах». */
export default function PersonalPage({ keys }: PageProps<PersonalRoute>) {
  const profile = useProfile();
  const devices = usePersonalData(keys.devices);
  const { signOut, signOutEverywhere, sending } = useSignOut();
  return (
    <Page title="Личный кабинет">
      {profile && (
        <Hello>
          Здравствуйте{profile.NAME ? `, ${profile.NAME}` : ''}! <span>{formatPhone(profile.PHONE)}</span>
        </Hello>
      )}
      <Tiles>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Tile to={s.to} icon={s.icon} title={s.title} text={s.text} />
          </li>
        ))}
      </Tiles>
      <Column>
        <Devices
          devices={devices.data?.devices}
          failed={Boolean(devices.error)}
          sending={sending}
          onSignOutEverywhere={() => void signOutEverywhere()}
        />
        <div>
          <Button look="secondary" size="medium" disabled={sending} onClick={() => void signOut()}>
            {sending ? 'Выходим…' : 'Выйти'}
          </Button>
        </div>
      </Column>
    </Page>
  );
}

/** The way out: «Где вы вошли» above «Выйти», as wide as a readable list. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  max-width: 760px;
`;

const Hello = styled.p`
  margin: 0 0 ${space.lg};
  font-size: 18px;
  font-weight: 700;
  span {
    display: inline-block;
    color: ${colors.muted};
    font-weight: 400;
  }
`;
