import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { formatPrice } from '../../../shared/format/number';
import { useFreeDeliveryFrom, useStaticInfo } from '../../hooks/useStaticInfo';
import { colors } from '../../ui/theme';

// Spec §1, §9: the banner's promise when the owner wrote none, from her threshold (spec's before static info arrives).
const defaultText = (freeFrom: number | null) =>
  freeFrom === null
    ? 'Доставка в пункты выдачи по всей России'
    : `Бесплатная доставка в пункт выдачи при заказе от ${formatPrice(freeFrom)}`;
// Enough copies that one half of the track is wider than a wide screen.
const COPIES = 4;

/** The running banner of the header (spec §1). Still and centred for prefers-reduced-motion. */
export function RunningBanner() {
  const { data } = useStaticInfo();
  const freeFrom = useFreeDeliveryFrom();
  const text = data?.BANNER || defaultText(freeFrom);
  const half = Array.from({ length: COPIES }, (_, i) => <Item key={i}>{text}</Item>);
  return (
    // A landmark of its own: axe wants every text in one (rule `region`), and a screen reader's
    // list of landmarks then names the shop's announcement.
    <Bar aria-label="Объявление магазина">
      <span className="visually-hidden">{text}</span>
      <Track aria-hidden="true">
        <Half>{half}</Half>
        <Half>{half}</Half>
      </Track>
    </Bar>
  );
}

const run = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Bar = styled.section`
  position: relative;
  overflow: hidden;
  background: ${colors.sageDark};
  color: ${colors.milk};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 32px;
  height: 32px;
  white-space: nowrap;
  @media (prefers-reduced-motion: reduce) {
    height: auto;
    padding: 7px 12px;
    line-height: 1.35;
    white-space: normal;
    text-align: center;
  }
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${run} 40s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    width: 100%;
    justify-content: center;
    & > div:last-of-type {
      display: none;
    }
  }
`;

const Half = styled.div`
  display: flex;
  @media (prefers-reduced-motion: reduce) {
    & > span:not(:first-of-type) {
      display: none;
    }
  }
`;

const Item = styled.span`
  padding: 0 28px;
  &::after {
    content: '✿';
    margin-left: 56px;
    opacity: 0.7;
  }
  @media (prefers-reduced-motion: reduce) {
    padding: 0;
    &::after {
      display: none;
    }
  }
`;
