import styled from '@emotion/styled';
import type { Device } from '../../../shared/contract/devices';
import { Button } from '../../ui/Button';
import { Badge, Note, Panel } from '../../ui/layout';
import { colors, space } from '../../ui/theme';

interface Props {
  /** The account's browsers (this one first), undefined while they load. */
  devices: Device[] | undefined;
  failed: boolean;
  /** «Выйти на всех устройствах», and whether a sign-out is on its way. */
  onSignOutEverywhere: () => void;
  sending: boolean;
}

/**
 * «Где вы вошли»: each browser signed in to the account, with when it was last used and this one
 * marked, and the button that ends them all (this one too) — for a phone lost or a shared
 * computer left signed in.
 */
export function Devices({ devices, failed, onSignOutEverywhere, sending }: Props) {
  return (
    <Panel tone="white" aria-labelledby="devices-title">
      <h2 id="devices-title">Где вы вошли</h2>
      {devices ? (
        <List>
          {devices.map((device, i) => (
            // The list has no ids to offer (a session's id is nobody's business); it is replaced whole.
            <li key={i} aria-current={device.CURRENT ? 'true' : undefined}>
              <span>
                <strong>
                  {device.BROWSER}
                  {device.SYSTEM && `, ${device.SYSTEM}`}
                </strong>
                <Note>{device.LAST_USED}</Note>
              </span>
              {device.CURRENT && <Badge tone="soft">Это устройство</Badge>}
            </li>
          ))}
        </List>
      ) : failed ? (
        <Note role="alert">Не удалось загрузить список. Обновите страницу чуть позже.</Note>
      ) : (
        <Note role="status">Загружаем…</Note>
      )}
      <Note>Заметили чужое устройство или вошли с чужого компьютера? Выйдите везде и войдите снова по коду из СМС.</Note>
      <div>
        <Button look="secondary" size="medium" disabled={sending} onClick={onSignOutEverywhere}>
          Выйти на всех устройствах
        </Button>
      </div>
    </Panel>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${space.md};
    padding: ${space.md} 0;
    border-top: 1px solid ${colors.border};
  }
  li:first-of-type {
    border-top: 0;
    padding-top: 0;
  }
  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  strong {
    overflow-wrap: anywhere;
  }
`;
