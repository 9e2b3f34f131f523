import { useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { formatPrice } from '../../../shared/format';
import { Icon } from '../../components/icon';
import type { BasketActions } from '../../hooks/basketActions';
import { Note, Panel } from '../../ui/layout';
import { Button, IconButton } from '../../ui/Button';
import { Input } from '../../ui/Field';
import { colors, radius, space } from '../../ui/theme';

interface Props {
  coupon: Basket['COUPON'];
  actions: Pick<BasketActions, 'setCoupon' | 'removeCoupon'>;
}

/**
 * «Промокод»: typed and sent as typed (spec §5); the api's refusal comes as a toast (spec §8).
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
      <Panel compact aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Промокод</h2>
        <Applied>
          <Code>{coupon.CODE}</Code>
          {coupon.DISCOUNT > 0 && <Discount>−{formatPrice(coupon.DISCOUNT)}</Discount>}
          <Remove
            tone="quiet"
            size="small"
            disabled={busy}
            onClick={() => void remove(coupon.CODE)}
            aria-label={`Убрать промокод ${coupon.CODE}`}
          >
            <Icon name="close" size={18} />
          </Remove>
        </Applied>
        {coupon.MESSAGE && <Note tone="danger">{coupon.MESSAGE}</Note>}
      </Panel>
    );
  }

  return (
    <Panel compact aria-labelledby={`${id}-title`}>
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
        <Button type="submit" look="dark" size="medium" disabled={busy}>
          Применить
        </Button>
      </Row>
    </Panel>
  );
}

const Row = styled.form`
  display: flex;
  gap: ${space.sm};
`;

const Applied = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Code = styled.span`
  padding: 6px ${space.md};
  border: 1px dashed ${colors.sageDark};
  border-radius: ${radius.sm};
  background: ${colors.sageLight};
  font-weight: 800;
  letter-spacing: 0.04em;
`;

const Discount = styled.strong`
  color: ${colors.sageDark};
  font-weight: 800;
  white-space: nowrap;
`;

const Remove = styled(IconButton)`
  margin-left: auto;
`;
