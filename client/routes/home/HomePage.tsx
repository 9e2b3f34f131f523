import { Link } from '../../components/link/Link';
import styled from '@emotion/styled';
import { formatPrice } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { ReviewList } from '../../components/catalog/ReviewList';
import { SectionTiles } from '../../components/catalog/SectionTiles';
import { Icon, type IconName } from '../../components/icon';
import { Container } from '../../components/page';
import { ButtonLink } from '../../ui/Button';
import { Tile, Tiles } from '../../ui/Tile';
import { ProductBlock } from '../../components/product/ProductBlock';
import { useApi } from '../../hooks/useApi';
import { useSectionTree } from '../../hooks/useSectionTree';
import { useFreeDeliveryFrom, useStaticInfo } from '../../hooks/useStaticInfo';
import type { HomeRoute } from './route';
import type { PageProps } from '../route-module';
import { colors, discCss, mq, radius } from '../../ui/theme';

/** The shop's promises; free delivery from the owner's threshold (the static info's), unless she has none. */
const promises = (freeFrom: number | null): { icon: IconName; title: string; text: string }[] => [
  { icon: 'leaf', title: 'Органический хлопок', text: 'Ткани с сертификатом GOTS: без агрессивной химии на всех этапах.' },
  { icon: 'heart', title: 'Шьём в России', text: 'Небольшими партиями, с плоскими швами, бережными к коже малыша.' },
  freeFrom === null
    ? { icon: 'bag', title: 'Доставка по всей России', text: 'В пункт выдачи рядом с домом.' }
    : { icon: 'bag', title: `Доставка от ${formatPrice(freeFrom)} бесплатно`, text: 'В пункт выдачи по всей России.' },
];

/** The main page: the brand's promise, new and popular products, the catalogue and parents' reviews. */
export default function HomePage({ keys }: PageProps<HomeRoute>) {
  const { data: info } = useStaticInfo();
  const freeFrom = useFreeDeliveryFrom();
  const { data: tree } = useSectionTree();
  const { data: fresh } = useApi(keys.fresh);
  const { data: popular } = useApi(keys.popular);
  const { data: reviews } = useApi(keys.reviews);
  return (
    <Container>
      <Hero>
        <HeroText>
          <Kicker>{info?.BRAND.NAME ?? 'Органическая одежда для детей'}</Kicker>
          <h1>{info?.BRAND.SLOGAN || 'Одежда для малышей из органического хлопка'}</h1>
          <Lead>
            Мягкая одежда для самых маленьких — из хлопка, выращенного без пестицидов и окрашенного безопасными красителями. Размеры от 50
            до 104: от выписки из роддома до детского сада.
          </Lead>
          <ButtonLink to={urls.catalog()}>
            Перейти в магазин
            <Icon name="chevronRight" size={20} />
          </ButtonLink>
        </HeroText>
        <Art aria-hidden="true">
          <Icon name="leaf" size={96} />
        </Art>
      </Hero>

      <Tiles>
        {promises(freeFrom).map((p) => (
          <li key={p.title}>
            <Tile icon={p.icon} title={p.title} text={p.text} />
          </li>
        ))}
      </Tiles>

      <ProductBlock title="Новинки" products={fresh?.ITEMS} more={<Link to={urls.catalog()}>Весь каталог</Link>} />

      {tree && tree.length > 0 && (
        <section aria-labelledby="home-catalog">
          <h2 id="home-catalog">Каталог</h2>
          <SectionTiles sections={tree} />
        </section>
      )}

      <ProductBlock title="Популярное" products={popular?.ITEMS} />
      {reviews && <ReviewList reviews={reviews} />}
    </Container>
  );
}

const Hero = styled.section`
  position: relative;
  display: grid;
  gap: 16px;
  overflow: hidden;
  margin: 0 0 20px;
  padding: 28px 20px;
  border-radius: ${radius.xl};
  background: linear-gradient(135deg, ${colors.cream} 0%, ${colors.beige} 100%);
  ${mq.desktop} {
    grid-template-columns: 1.4fr 1fr;
    align-items: center;
    padding: 56px 56px;
  }
`;

const HeroText = styled.div`
  position: relative;
  z-index: 1;
  h1 {
    font-size: 30px;
    ${mq.desktop} {
      font-size: 44px;
    }
  }
`;

const Kicker = styled.p`
  margin: 0 0 8px;
  color: ${colors.sageDark};
  font-size: 14px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  max-width: 560px;
  margin-bottom: 24px;
  color: #4a4741;
  font-size: 17px;
`;

const Art = styled.div`
  position: absolute;
  right: -40px;
  bottom: -40px;
  ${discCss(200)}
  background: ${colors.sageLight};
  color: ${colors.sage};
  opacity: 0.8;
  ${mq.desktop} {
    position: relative;
    right: auto;
    bottom: auto;
    justify-self: center;
    width: 300px;
    height: 300px;
    box-shadow: 0 0 0 28px rgba(255, 255, 255, 0.35);
    svg {
      width: 140px;
      height: 140px;
    }
  }
`;
