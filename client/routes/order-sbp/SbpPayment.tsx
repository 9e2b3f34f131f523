import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';
import type { Order } from '../../../shared/contract/order';
import type { Payment } from '../../../shared/contract/payment';
import { formatPrice, formatTime } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { Note, Panel } from '../../ui/layout';
import { Button, ButtonAnchor, ButtonLink } from '../../ui/Button';
import { useDemoPay, usePayment } from '../../hooks/usePayment';
import { colors, discCss, mq, radius } from '../../ui/theme';
import { qrImageSrc } from './qrImage';

/**
 * What the SBP page shows for an order: the way to pay (its own sum, or a surcharge after the shop
 * changed a paid order), or why there is nothing to pay.
 */
export function SbpPayment({ order }: { order: Order }) {
  // Once paid, the order is asked again and comes back without its surcharge: the page keeps asking
  // for the payment it showed, so that it says the surcharge came in.
  const [forSurcharge] = useState(order.SURCHARGE !== null);
  const payable = forSurcharge || (order.STATUS === 'new' && order.PAYMENT.METHOD === 'sbp');
  const { payment, error, refresh } = usePayment(order.CODE, payable);
  if (payment?.STATUS === 'succeeded') return <Paid order={order} surcharge={payment.KIND === 'surcharge'} />;
  if (!forSurcharge) {
    if (order.STATUS === 'paid') return <Paid order={order} surcharge={false} />;
    if (order.STATUS === 'cancelled') return <Explained order={order} text="Заказ отменён, оплачивать его не нужно." />;
    if (order.PAYMENT.METHOD !== 'sbp') return <Explained order={order} text="Этот заказ оплачивается при получении." />;
  }
  if (!payment) {
    return (
      <Explained
        order={order}
        text={error ? 'Не удалось получить QR-код. Попробуйте обновить страницу.' : 'Готовим QR-код…'}
        busy={!error}
      />
    );
  }
  if (payment.STATUS === 'cancelled') {
    return (
      <Card>
        <Amount order={order} payment={payment} />
        <p>Платёж отменён или время на оплату истекло.</p>
        <Button size="medium" onClick={refresh}>
          Получить новый QR-код
        </Button>
        <Back order={order} />
      </Card>
    );
  }
  return <Pending order={order} payment={payment} />;
}

function Pending({ order, payment }: { order: Order; payment: Payment }) {
  const demo = useDemoPay(order.CODE);
  return (
    <Card>
      <Amount order={order} payment={payment} />
      {payment.KIND === 'surcharge' && <p>Состав заказа изменён, и к оплате добавилась эта сумма.</p>}
      {payment.SBP_URL && (
        <BankLink href={payment.SBP_URL} rel="noopener" size="large">
          Открыть приложение банка
        </BankLink>
      )}
      {payment.QR_SVG && (
        <Qr>
          <img src={qrImageSrc(payment.QR_SVG)} alt={`QR-код для оплаты заказа №${order.CODE} через СБП`} width={240} height={240} />
        </Qr>
      )}
      <Note>Отсканируйте QR-код камерой телефона или в приложении банка и подтвердите платёж.</Note>
      {payment.EXPIRES_AT && <Note>QR-код действует до {formatTime(payment.EXPIRES_AT)} по Москве.</Note>}
      <Waiting role="status">
        <Spinner aria-hidden="true" />
        Ждём подтверждение оплаты…
      </Waiting>
      {payment.DEMO_PAY && (
        <Demo>
          <Button look="secondary" size="medium" onClick={() => void demo.pay()} disabled={demo.busy}>
            Оплатить (демо)
          </Button>
          <small>Тестовый режим: деньги не списываются.</small>
        </Demo>
      )}
      <Back order={order} />
    </Card>
  );
}

function Paid({ order, surcharge }: { order: Order; surcharge: boolean }) {
  return (
    <Card>
      <Check aria-hidden="true">✓</Check>
      <h2>{surcharge ? 'Доплата получена' : 'Заказ оплачен'}</h2>
      <p role="status">
        {surcharge
          ? `Спасибо! Доплата по заказу №${order.CODE} получена, скоро отправим его.`
          : `Спасибо! Заказ №${order.CODE} оплачен, мы начинаем его собирать.`}
      </p>
      <ButtonLink to={urls.order(order.CODE)}>Перейти к заказу</ButtonLink>
    </Card>
  );
}

function Explained({ order, text, busy = false }: { order: Order; text: string; busy?: boolean }) {
  return (
    <Card>
      <Amount order={order} payment={order.SURCHARGE ? { KIND: 'surcharge', AMOUNT: order.SURCHARGE.AMOUNT } : null} />
      <p role={busy ? 'status' : undefined}>{text}</p>
      <Back order={order} />
    </Card>
  );
}

/** The sum to pay: the payment's (a surcharge says so), else what the order has to pay. */
function Amount({ order, payment }: { order: Order; payment: Pick<Payment, 'KIND' | 'AMOUNT'> | null }) {
  return (
    <Sum>
      <span>{payment?.KIND === 'surcharge' ? `Доплата по заказу №${order.CODE}` : `Заказ №${order.CODE}`}</span>
      <strong>{formatPrice(payment?.AMOUNT ?? order.TO_PAY)}</strong>
    </Sum>
  );
}

function Back({ order }: { order: Order }) {
  return (
    <ButtonLink look="link" to={urls.order(order.CODE)}>
      Вернуться к заказу
    </ButtonLink>
  );
}

/** One centred column: the sum, the QR code and what to do with it. */
const Card = styled(Panel)`
  align-items: center;
  gap: 14px;
  max-width: 440px;
  margin: 8px auto 40px;
  text-align: center;
  ${mq.desktop} {
    margin-left: 0;
  }
  h2,
  p {
    margin: 0;
  }
`;

const Sum = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  span {
    color: ${colors.muted};
  }
  strong {
    font-size: 32px;
    font-weight: 800;
  }
`;

const Qr = styled.div`
  padding: 14px;
  border-radius: ${radius.lg};
  background: ${colors.white};
  img {
    display: block;
    width: 240px;
    height: 240px;
  }
`;

/** A phone pays in its bank's app; a desktop scans the code instead. */
const BankLink = styled(ButtonAnchor)`
  width: 100%;
  ${mq.desktop} {
    display: none;
  }
`;

const Waiting = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 700;
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border: 3px solid ${colors.beige};
  border-top-color: ${colors.sageDark};
  border-radius: ${radius.round};
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Demo = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  small {
    color: ${colors.muted};
  }
`;

const Check = styled.span`
  ${discCss(64)}
  background: ${colors.sageDark};
  color: ${colors.white};
  font-size: 32px;
  font-weight: 800;
`;
