import styled from '@emotion/styled';
import { formatPhone, phoneHref } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { useStaticInfo } from '../../hooks/useStaticInfo';
import { colors, layout, mq } from '../../ui/theme';
import { AnyLink } from '../link/AnyLink';
import { SocialLinks } from './SocialLinks';

const SHOP_LINKS = [
  { to: urls.catalog(), text: 'Каталог' },
  { to: urls.about(), text: 'О бренде' },
  { to: '/lookbook/', text: 'Лукбук' },
  { to: '/fashion/', text: 'Fashion' },
  { to: urls.outlet(), text: 'Outlet' },
];

const HELP_LINKS = [
  { to: '/informatsiya/#delivery', text: 'Доставка' },
  { to: '/informatsiya/#payment', text: 'Оплата' },
  { to: '/informatsiya/#returns', text: 'Обмен и возврат' },
  { to: '/size/', text: 'Таблица размеров' },
  { to: '/kontakty/', text: 'Контакты' },
];

// Spec §2.6: the documents the footer always offers, if static info has none.
const DEFAULT_DOCUMENTS = [
  { NAME: 'Политика конфиденциальности', HREF: '/privacy/' },
  { NAME: 'Пользовательское соглашение', HREF: '/informatsiya/#agreement' },
  { NAME: 'Публичная оферта', HREF: '/informatsiya/#offer' },
];

/** The footer of the default layout (spec §2.6). */
export function Footer() {
  const { data: info } = useStaticInfo();
  // Server and browser render within the same request, so the year agrees except at New Year's midnight.
  const year = new Date().getFullYear();
  const documents = info?.DOCUMENTS.length ? info.DOCUMENTS : DEFAULT_DOCUMENTS;
  const phone = info ? formatPhone(info.PHONE) : null;
  const tel = info ? phoneHref(info.PHONE) : null;

  return (
    <Root>
      <Inner>
        <Columns>
          <Column>
            <Brand>{info?.BRAND.NAME ?? 'Магазин'}</Brand>
            {info && <Muted>{info.BRAND.SLOGAN}</Muted>}
            {info && (
              <Messenger href={info.MESSENGER.HREF} target="_blank" rel="noopener noreferrer">
                {info.MESSENGER.NAME}
              </Messenger>
            )}
            {phone && tel && <Plain href={tel}>{phone}</Plain>}
            {info && <Plain href={`mailto:${info.EMAIL}`}>{info.EMAIL}</Plain>}
          </Column>
          <LinkColumn title="Магазин" links={SHOP_LINKS} />
          <LinkColumn title="Покупателям" links={HELP_LINKS} />
          <Column>
            <Title>Документы</Title>
            <List>
              {documents.map((d) => (
                <li key={d.HREF}>
                  <FooterLink href={d.HREF}>{d.NAME}</FooterLink>
                </li>
              ))}
            </List>
          </Column>
        </Columns>
        {info && <SocialLinks links={info.SOCIAL} />}
        {info && info.CERTIFICATION.length > 0 && (
          <Small>
            {info.CERTIFICATION.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Small>
        )}
        {info && info.REQUISITES.length > 0 && (
          <Small>
            {info.REQUISITES.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Small>
        )}
        <Copyright>
          © 2019–{year} {info?.BRAND.NAME ?? ''}
        </Copyright>
      </Inner>
    </Root>
  );
}

function LinkColumn({ title, links }: { title: string; links: { to: string; text: string }[] }) {
  return (
    <Column>
      <Title>{title}</Title>
      <List>
        {links.map((l) => (
          <li key={l.to}>
            <FooterLink href={l.to}>{l.text}</FooterLink>
          </li>
        ))}
      </List>
    </Column>
  );
}

const Root = styled.footer`
  margin-top: 48px;
  background: ${colors.cream};
  border-top: 1px solid ${colors.border};
`;

const Inner = styled.div`
  display: grid;
  gap: 24px;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 32px ${layout.gutter} 24px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px 16px;
  ${mq.desktop} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  &:first-of-type {
    ${mq.mobile} {
      grid-column: 1 / -1;
    }
  }
`;

const Brand = styled.strong`
  font-size: 20px;
  font-weight: 800;
`;

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 15px;
  font-weight: 800;
`;

const List = styled.ul`
  display: grid;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const FooterLink = styled(AnyLink)`
  color: ${colors.graphite};
  font-size: 15px;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Plain = styled.a`
  color: ${colors.graphite};
  font-weight: 700;
  text-decoration: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 15px;
`;

const Messenger = styled.a`
  display: inline-block;
  margin: 6px 0;
  padding: 10px 16px;
  border-radius: 22px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font-weight: 700;
  text-decoration: none;
`;

const Small = styled.p`
  display: grid;
  gap: 2px;
  margin: 0;
  color: ${colors.muted};
  font-size: 13px;
`;

const Copyright = styled.p`
  margin: 0;
  padding-top: 16px;
  border-top: 1px solid ${colors.border};
  color: ${colors.muted};
  font-size: 13px;
`;
