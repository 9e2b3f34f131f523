import styled from '@emotion/styled';
import { formatPhone, phoneHref } from '../../../shared/format/phone';
import { urls } from '../../../shared/routes';
import { useStaticInfo } from '../../hooks/useStaticInfo';
import { ButtonAnchor } from '../../ui/Button';
import { belowFoldCss, colors, layout, mq, space } from '../../ui/theme';
import { AnyLink } from '../link/AnyLink';
import { SocialLinks } from './SocialLinks';

const SHOP_LINKS = [
  { to: urls.catalog(), text: 'Каталог' },
  { to: urls.about(), text: 'О бренде' },
  { to: urls.lookbook(), text: 'Лукбук' },
  { to: urls.fashion(), text: 'Fashion' },
  { to: urls.outlet(), text: 'Outlet' },
];

const HELP_LINKS = [
  { to: `${urls.information()}#delivery`, text: 'Доставка' },
  { to: `${urls.information()}#payment`, text: 'Оплата' },
  { to: `${urls.information()}#returns`, text: 'Обмен и возврат' },
  { to: urls.size(), text: 'Таблица размеров' },
  { to: urls.contacts(), text: 'Контакты' },
];

// Spec §2.6: the documents the footer always offers, if static info has none.
const DEFAULT_DOCUMENTS = [
  { NAME: 'Политика конфиденциальности', HREF: urls.privacy() },
  { NAME: 'Пользовательское соглашение', HREF: `${urls.information()}#agreement` },
  { NAME: 'Публичная оферта', HREF: `${urls.information()}#offer` },
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
          <div>
            <strong className="brand">{info?.BRAND.NAME ?? 'Магазин'}</strong>
            {info && <p>{info.BRAND.SLOGAN}</p>}
            {info && (
              <ButtonAnchor size="small" href={info.MESSENGER.HREF} target="_blank" rel="noopener noreferrer">
                {info.MESSENGER.NAME}
              </ButtonAnchor>
            )}
            {phone && tel && <a href={tel}>{phone}</a>}
            {info && <a href={`mailto:${info.EMAIL}`}>{info.EMAIL}</a>}
          </div>
          <LinkColumn title="Магазин" links={SHOP_LINKS.map((l) => ({ HREF: l.to, NAME: l.text }))} />
          <LinkColumn title="Покупателям" links={HELP_LINKS.map((l) => ({ HREF: l.to, NAME: l.text }))} />
          <LinkColumn title="Документы" links={documents} />
        </Columns>
        {info && <SocialLinks links={info.SOCIAL} />}
        {info && info.CERTIFICATION.length > 0 && <Lines lines={info.CERTIFICATION} />}
        {info && info.REQUISITES.length > 0 && <Lines lines={info.REQUISITES} />}
        <Small className="copyright">
          © 2019–{year} {info?.BRAND.NAME ?? ''}
        </Small>
      </Inner>
    </Root>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly { HREF: string; NAME: string }[] }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.HREF}>
            <AnyLink href={l.HREF}>{l.NAME}</AnyLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Certification and requisites: small print, a line each. */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Small>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Small>
  );
}

const Root = styled.footer`
  ${belowFoldCss(720)}
  margin-top: 48px;
  background: ${colors.cream};
  border-top: 1px solid ${colors.border};
`;

const Inner = styled.div`
  display: grid;
  gap: ${space.xl};
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.xxl} ${layout.gutter} ${space.xl};
`;

/** The brand's column, then the link columns: one rule set for all four. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.xl} ${space.lg};
  ${mq.desktop} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
  }
  > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 6px;
  }
  ${mq.mobile} {
    > div:first-of-type {
      grid-column: 1 / -1;
    }
  }
  .brand {
    font-size: 20px;
    font-weight: 800;
  }
  h2 {
    margin: 0 0 ${space.xs};
    font-size: 15px;
    font-weight: 800;
  }
  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 15px;
  }
  > div > a:not([data-look]) {
    color: ${colors.graphite};
    font-weight: 700;
    text-decoration: none;
  }
  ul {
    display: grid;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    color: ${colors.graphite};
    font-size: 15px;
    text-decoration: none;
  }
  li a:hover {
    text-decoration: underline;
  }
  [data-look] {
    margin: 6px 0;
  }
`;

const Small = styled.p`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  color: ${colors.muted};
  font-size: 13px;
  &.copyright {
    padding-top: ${space.lg};
    border-top: 1px solid ${colors.border};
  }
`;
