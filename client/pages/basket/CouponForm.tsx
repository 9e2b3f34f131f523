import { useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { formatPrice } from '../../../shared/format';
import { Icon } from '../../components/icon';
import type { BasketActions } from '../../hooks/useBasket';
import { colors } from '../../ui/theme';
import { Panel } from './Panel';

interface Props {
  coupon: Basket['COUPON'];
  actions: Pick<BasketActions, 'setCoupon' | 'removeCoupon'>;
}

/**
 * «Промокод»: typed and sent as typed (spec §5); the api's refusal comes as a notice (spec §8).
 * An applied coupon shows its discount, or why it gives nothing now, and can be taken off.
 */
export function CouponForm({ coupon, actions }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (await actions.setCoupon(code)) setCode('');
    } finally {
      setBusy(false);
    }
  }

  async function remove(applied: string) {
    setBusy(true);
    try {
      await actions.removeCoupon(applied);
    } finally {
      setBusy(false);
    }
  }

  if (coupon) {
    return (
      <Panel aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Промокод</h2>
        <Applied>
          <Code>{coupon.CODE}</Code>
          {coupon.DISCOUNT > 0 && <Discount>−{formatPrice(coupon.DISCOUNT)}</Discount>}
          <RemoveCoupon type="button" disabled={busy} onClick={() => void remove(coupon.CODE)} aria-label={`Убрать промокод ${coupon.CODE}`}>
            <Icon name="close" size={18} />
          </RemoveCoupon>
        </Applied>
        {coupon.MESSAGE && <Note>{coupon.MESSAGE}</Note>}
      </Panel>
    );
  }

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <label htmlFor={`${id}-code`}>Промокод</label>
      </h2>
      <Row onSubmit={(event) => void apply(event)}>
        <Input
          id={`${id}-code`}
          name="coupon"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
        />
        <Apply type="submit" disabled={busy}>
          Применить
        </Apply>
      </Row>
    </Panel>
  );
}

const Row = styled.form`
  display: flex;
  gap: 8px;
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 46px;
  padding: 0 14px;
  border: 1px solid ${colors.beigeDark};
  border-radius: 12px;
  background: ${colors.white};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 1px;
  }
`;

const Apply = styled.button`
  flex: none;
  min-height: 46px;
  padding: 0 18px;
  border: 0;
  border-radius: 12px;
  background: ${colors.graphite};
  color: ${colors.white};
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 2px;
  }
`;

const Applied = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Code = styled.span`
  padding: 6px 12px;
  border: 1px dashed ${colors.sageDark};
  border-radius: 8px;
  background: ${colors.sageLight};
  font-weight: 800;
  letter-spacing: 0.04em;
`;

const Discount = styled.strong`
  color: ${colors.sageDark};
  font-weight: 800;
  white-space: nowrap;
`;

const RemoveCoupon = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-left: auto;
  border: 0;
  border-radius: 20px;
  background: transparent;
  color: ${colors.muted};
  cursor: pointer;
  &:hover {
    background: ${colors.white};
    color: ${colors.graphite};
  }
  &:focus-visible {
    outline: 2px solid ${colors.sageDark};
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: ${colors.danger};
  font-size: 14px;
  font-weight: 700;
`;
