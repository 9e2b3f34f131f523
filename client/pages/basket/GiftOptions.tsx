import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { CARD_MESSAGE_MAX } from '../../../shared/contract/basket-constants';
import type { BasketActions, GiftChange } from '../../hooks/useBasket';
import { colors } from '../../ui/theme';
import { Panel } from './Panel';

/** The card message is saved this long after the last keystroke (and when the field is left). */
const CARD_MESSAGE_DEBOUNCE_MS = 800;

interface Props {
  gift: Basket['GIFT'];
  setGift: BasketActions['setGift'];
}

/** Gift wrapping, a card message and a receipt without prices; each saved into the basket. */
export function GiftOptions({ gift, setGift }: Props) {
  const id = useId();
  const [message, setMessage] = useState(gift.MESSAGE);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);

  const save = (change: GiftChange) => void setGift(change);
  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    save({ message: pending.current.text });
    pending.current = null;
  };
  // Leaving the page saves what was typed last.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => flushRef.current(), []);

  function type(text: string) {
    setMessage(text);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { text, timer: setTimeout(flush, CARD_MESSAGE_DEBOUNCE_MS) };
  }

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Подарок</h2>
      <Check>
        <input type="checkbox" checked={gift.WRAP} onChange={(e) => save({ wrap: e.target.checked })} />
        Подарочная упаковка
      </Check>
      <Card>
        <label htmlFor={`${id}-message`}>Текст открытки</label>
        <textarea
          id={`${id}-message`}
          value={message}
          maxLength={CARD_MESSAGE_MAX}
          rows={3}
          placeholder="С днём рождения, малыш!"
          aria-describedby={`${id}-count`}
          onChange={(e) => type(e.target.value)}
          onBlur={flush}
        />
        <Count id={`${id}-count`}>
          {message.length} из {CARD_MESSAGE_MAX}
        </Count>
      </Card>
      <Check>
        <input type="checkbox" checked={gift.NO_PRICES} onChange={(e) => save({ noPrices: e.target.checked })} />
        Чек без цен
      </Check>
    </Panel>
  );
}

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.sageDark};
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 6px 0 8px;
  label {
    font-weight: 700;
    font-size: 15px;
  }
  textarea {
    min-height: 84px;
    padding: 10px 12px;
    border: 1px solid ${colors.beigeDark};
    border-radius: 12px;
    background: ${colors.white};
    font: inherit;
    resize: vertical;
    &:focus-visible {
      outline: 2px solid ${colors.sageDark};
      outline-offset: 1px;
    }
  }
`;

const Count = styled.span`
  align-self: flex-end;
  color: ${colors.muted};
  font-size: 13px;
`;
