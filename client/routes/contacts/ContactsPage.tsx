import styled from '@emotion/styled';
import { formatPhone, phoneHref } from '../../../shared/format';
import { Icon } from '../../components/icon';
import { Page } from '../../components/page';
import { Prose } from '../../components/page/Prose';
import { useStaticInfo } from '../../hooks/useStaticInfo';
import { colors } from '../../ui/theme';

/** /kontakty/: phone, e-mail and messenger from static info. */
export default function ContactsPage() {
  const { data: info } = useStaticInfo();
  const phone = info ? formatPhone(info.PHONE) : null;
  const tel = info ? phoneHref(info.PHONE) : null;
  return (
    <Page title="Контакты">
      <Prose>
        <p className="lead">Ответим на вопросы о размерах, заказе и доставке — пишите или звоните.</p>
        {info ? (
          <List>
            {phone && tel && (
              <li>
                <Icon name="phone" />
                <a href={tel}>{phone}</a>
              </li>
            )}
            <li>
              <Icon name="mail" />
              <a href={`mailto:${info.EMAIL}`}>{info.EMAIL}</a>
            </li>
            <li>
              <Icon name="telegram" />
              <a href={info.MESSENGER.HREF} target="_blank" rel="noopener noreferrer">
                {info.MESSENGER.NAME}
              </a>
            </li>
          </List>
        ) : (
          <p role="status">Контакты загружаются…</p>
        )}
        {info && info.REQUISITES.length > 0 && (
          <>
            <h2>Реквизиты</h2>
            {info.REQUISITES.map((line) => (
              <Line key={line}>{line}</Line>
            ))}
          </>
        )}
      </Prose>
    </Page>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  padding: 0 !important;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 0;
    font-size: 18px;
    font-weight: 700;
  }
  svg {
    color: ${colors.sageDark};
  }
`;

const Line = styled.p`
  margin: 0 0 4px;
  color: ${colors.muted};
`;
