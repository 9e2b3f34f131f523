import { Link } from '../link/Link';
import styled from '@emotion/styled';
import { pictureLoading } from '../../lib/main-picture';
import { responsivePicture } from '../../lib/responsive-picture';
import { colors, mq, radius } from '../../ui/theme';
import { Badges } from './Badges';
import { FavoriteButton } from './FavoriteButton';
import type { ListedCard } from './listed-card';
import { Price } from './Price';
import { sortSizes } from './sizes';

/** Card pictures are square; the numbers only fix the box before the picture arrives. */
export const CARD_PICTURE_SIZE = 400;
/** Two cards a row on a phone, up to four on a wide screen. */
const CARD_SIZES = '(min-width: 1024px) 25vw, 50vw';

interface Props {
  product: ListedCard;
  /**
   * Pictures of the first row load at once and first (one of them is the page's largest paint on
   * a phone: without the hint it queued behind the modulepreloads, 1.4 s of Lighthouse's load delay)
   * and are marked for the module loader (lib/main-picture.ts); the rest wait until they are near the screen.
   */
  eager?: boolean;
}

/** A product in a list: picture, badges, heart, name, price, sizes (issue 3). */
export function ProductCard({ product, eager = false }: Props) {
  const sizes = sortSizes(product.SIZES, (s) => s.NAME);
  return (
    <Article>
      <Picture>
        <Link to={product.URL} tabIndex={-1} aria-hidden="true">
          <img
            src={product.PREVIEW_PICTURE}
            {...responsivePicture(product.PREVIEW_PICTURE, CARD_SIZES)}
            alt=""
            width={CARD_PICTURE_SIZE}
            height={CARD_PICTURE_SIZE}
            {...pictureLoading(eager)}
          />
          {product.HOVER_PICTURE && (
            <img
              className="hover"
              src={product.HOVER_PICTURE}
              {...responsivePicture(product.HOVER_PICTURE, CARD_SIZES)}
              alt=""
              width={CARD_PICTURE_SIZE}
              height={CARD_PICTURE_SIZE}
              loading="lazy"
              decoding="async"
            />
          )}
        </Link>
        <Badges product={product} />
        <Heart productId={product.ID} />
      </Picture>
      <Name to={product.URL}>{product.NAME}</Name>
      <Price price={product.PRICE} oldPrice={product.OLD_PRICE} from={product.PRICE_FROM} />
      {sizes.length > 0 && (
        <Sizes aria-label="Размеры">
          {sizes.map((s) =>
            s.AVAILABLE ? (
              <li key={s.ID}>{s.NAME}</li>
            ) : (
              <li key={s.ID} data-sold="">
                <s>{s.NAME}</s>
                <span className="visually-hidden"> — нет в наличии</span>
              </li>
            ),
          )}
        </Sizes>
      )}
    </Article>
  );
}

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
`;

const Picture = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1 / 1;
  border-radius: ${radius.lg};
  background: ${colors.cream};
  a {
    display: block;
    height: 100%;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  img.hover {
    display: none;
  }
  ${mq.desktop} {
    @media (hover: hover) {
      img.hover {
        display: block;
        position: absolute;
        inset: 0;
        opacity: 0;
        transition: opacity 0.2s;
      }
      &:hover img.hover {
        opacity: 1;
      }
    }
  }
`;

const Heart = styled(FavoriteButton)`
  position: absolute;
  top: 6px;
  right: 6px;
  z-index: 1;
`;

const Name = styled(Link)`
  margin-top: 4px;
  color: ${colors.graphite};
  font-size: 15px;
  font-weight: 600;
  line-height: 1.3;
  text-decoration: none;
  &:hover {
    color: ${colors.sageDark};
  }
`;

const Sizes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${colors.muted};
  font-size: 13px;
  [data-sold] {
    color: ${colors.faint};
  }
`;
