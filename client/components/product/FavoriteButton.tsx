import styled from '@emotion/styled';
import { useIsFavorite, useToggleFavorite } from '../../hooks/favorites';
import { colors, focusRing, radius } from '../../ui/theme';
import { Icon } from '../icon';

interface Props {
  productId: number;
  /** 'round' over a card's picture; 'wide' with a text on the product page. */
  look?: 'round' | 'wide';
  className?: string;
}

/**
 * The heart: adds the product to the wishlist or takes it out, and aria-pressed says whether the
 * product is there. The wide one's words follow: «В избранное», then «В избранном», so a parent
 * sees that the tap worked; the round one has no words, and its name stays «В избранное».
 */
export function FavoriteButton({ productId, look = 'round', className }: Props) {
  const on = useIsFavorite(productId);
  const toggle = useToggleFavorite();
  return (
    <Button
      type="button"
      className={className}
      data-look={look}
      aria-pressed={on}
      aria-label={look === 'round' ? 'В избранное' : undefined}
      title={on ? 'Убрать из избранного' : 'Добавить в избранное'}
      onClick={() => void toggle(productId)}
    >
      <Icon name="heart" size={look === 'round' ? 22 : 24} />
      {look === 'wide' && <span>{on ? 'В избранном' : 'В избранное'}</span>}
    </Button>
  );
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 0;
  color: ${colors.graphite};
  cursor: pointer;
  font: inherit;
  font-weight: 700;
  &[aria-pressed='true'] svg {
    fill: ${colors.danger};
    color: ${colors.danger};
  }
  &[data-look='round'] {
    width: 40px;
    height: 40px;
    border-radius: ${radius.round};
    background: rgba(255, 255, 255, 0.9);
    box-shadow: 0 1px 4px rgba(47, 46, 43, 0.12);
  }
  &[data-look='wide'] {
    min-height: 48px;
    padding: 0 18px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.pill};
    background: ${colors.white};
  }
  &:hover svg {
    color: ${colors.danger};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
