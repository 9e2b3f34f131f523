import { Link } from '../link/Link';
import styled from '@emotion/styled';
import type { Review } from '../../../shared/contract/catalog';
import { formatDateLong } from '../../../shared/format';
import { Scroller } from '../../ui/Scroller';
import { belowFoldCss, colors, radius } from '../../ui/theme';
import { ICON_CLASS } from '../icon/Icon';
import { iconId } from '../icon/IconSprite';

/** «Отзывы родителей»: author, city, stars, text and the product the review is about. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <Section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Отзывы родителей</h2>
      <Scroller item="82%" desktop={3}>
        {reviews.map((r) => (
          <li key={r.ID}>
            <Card>
              <Stars role="img" aria-label={`Оценка ${r.RATING} из 5`}>
                <Rating rating={r.RATING} />
              </Stars>
              <Text>{r.TEXT}</Text>
              <Author>
                <strong>{r.AUTHOR}</strong>
                {r.CITY && <span>{r.CITY}</span>}
                <time dateTime={r.DATE}>{formatDateLong(r.DATE)}</time>
              </Author>
              {r.PRODUCT && (
                <Product to={r.PRODUCT.URL}>
                  {r.PRODUCT.PICTURE && <img src={r.PRODUCT.PICTURE} alt="" width={48} height={48} loading="lazy" />}
                  <span>{r.PRODUCT.NAME}</span>
                </Product>
              )}
            </Card>
          </li>
        ))}
      </Scroller>
    </Section>
  );
}

const STAR = 18;
const STAR_GAP = 2;

/**
 * Five stars as one <svg> with five <use>, laid out as the five 18 px icons 2 px apart were:
 * a home page shows ten reviews, and one <svg> per star was 50 elements and 2.5 KB of its HTML.
 */
function Rating({ rating }: { rating: number }) {
  const width = 5 * STAR + 4 * STAR_GAP;
  return (
    <svg className={ICON_CLASS} width={width} height={STAR} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <use key={n} href={`#${iconId(n <= rating ? 'starSolid' : 'star')}`} x={(n - 1) * (STAR + STAR_GAP)} width={STAR} height={STAR} />
      ))}
    </svg>
  );
}

const Section = styled.section`
  ${belowFoldCss(640)}
  margin: 16px 0 24px;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  height: 100%;
  padding: 18px;
  border-radius: ${radius.lg};
  background: ${colors.cream};
`;

const Stars = styled.div`
  display: flex;
  gap: 2px;
  color: ${colors.star};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  line-height: 1.5;
`;

const Author = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 8px;
  margin: 0;
  font-size: 14px;
  span,
  time {
    color: ${colors.muted};
  }
`;

const Product = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${colors.sageDark};
  font-size: 14px;
  font-weight: 700;
  img {
    flex: none;
    border-radius: ${radius.sm};
    background: ${colors.white};
  }
`;
