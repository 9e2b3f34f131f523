import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { CARD_MESSAGE_MAX } from '../../../shared/contract/basket-constants';
import type { BasketActions, GiftChange } from '../../hooks/basketActions';
import { Panel } from '../../ui/layout';
import { Field, TextArea } from '../../ui/Field';
import { Checkbox } from '../../ui/Checkbox';
import { colors } from '../../ui/theme';

/** The card message is saved this long after the last keystroke (and when the field is left). */
const CARD_MESSAGE_DEBOUNCE_MS = 800;

interface Props {
  gift: Basket['GIFT'];
  setGift: BasketActions['setGift'];
}

/** Gift wrapping, a card message and a receipt without prices; each saved into the basket. */
export function GiftOptions({ gift, setGift }: Props) {
  const countId = useId();
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
  const flushOnLeave = useEffectEvent(flush);
  useEffect(() => () => flushOnLeave(), []);

  function type(text: string) {
    setMessage(text);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { text, timer: setTimeout(flush, CARD_MESSAGE_DEBOUNCE_MS) };
  }

  return (
    <Panel compact aria-label="Подарок">
      <h2>Подарок</h2>
      <Checkbox checked={gift.WRAP} onChange={(e) => save({ wrap: e.target.checked })}>
        Подарочная упаковка
      </Checkbox>
      <Field label="Текст открытки">
        <TextArea
          value={message}
          maxLength={CARD_MESSAGE_MAX}
          rows={3}
          placeholder="С днём рождения, малыш!"
          aria-describedby={countId}
          onChange={(e) => type(e.target.value)}
          onBlur={flush}
        />
      </Field>
      <Count id={countId}>
        {message.length} из {CARD_MESSAGE_MAX}
      </Count>
      <Checkbox checked={gift.NO_PRICES} onChange={(e) => save({ noPrices: e.target.checked })}>
        Чек без цен
      </Checkbox>
    </Panel>
  );
}

const Count = styled.p`
  align-self: flex-end;
  margin: -8px 0 0;
  color: ${colors.muted};
  font-size: 13px;
`;
