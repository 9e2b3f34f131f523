/**
 * The order screens' Russian words that load with the app (merged into admin/i18n.ts): the list's
 * and what both screens say. The order page's own words load with it (show/messages.ts). The
 * statuses' names come from the contract.
 */
export const orderMessages = {
  resources: {
    orders: {
      name: 'Заказ |||| Заказы',
      fields: {
        code: 'Номер',
        placedAt: 'Дата',
        name: 'Покупатель',
        phone: 'Телефон',
        status: 'Статус',
        paid: 'Оплата',
        payment: 'Способ оплаты',
        delivery: 'Доставка',
        deliveryMethod: 'Доставка',
        totalKopecks: 'Сумма',
        from: 'С даты',
        to: 'По дату',
        q: 'Поиск',
      },
    },
  },
  shop: {
    orders: {
      search_hint: 'Номер, телефон, имя, почта',
      paid: { paid: 'Оплачен', unpaid: 'Не оплачен' },
      payment: { sbp: 'СБП', cash: 'При получении' },
      delivery: { pickup: 'Пункт выдачи', courier: 'Курьер', none: 'Без доставки' },
      bulk: {
        assembling: 'Собрать',
        delivered: 'Доставлен',
        cancelled: 'Отменить',
        slips: 'Упаковочные листы',
        handover: 'Передать в доставку',
        waybills: 'Накладные',
        handed_over:
          '%{smart_count} заказ передан перевозчику |||| %{smart_count} заказа переданы перевозчику |||| %{smart_count} заказов передано перевозчику',
        handover_refused_title: 'Не все заказы переданы перевозчику',
        cancel_title: 'Отменить выбранные заказы?',
        cancel_confirm:
          'Товары вернутся на склад, купоны и сертификаты — покупателям. Оплаченные заказы так не отменить: по ним нужен возврат денег.',
        changed: '%{smart_count} заказ изменён |||| %{smart_count} заказа изменено |||| %{smart_count} заказов изменено',
        refused_title: 'Не все заказы изменены',
        refused_intro: 'Эти заказы остались как были:',
        close: 'Понятно',
      },
      // What the order's page says outside itself: a notice drawn by the layout, and a dialog's «Назад» the list's batch shares.
      actions: {
        changed: 'Статус изменён: %{status}',
        handed_over: 'Заказ передан: %{carrier}',
        back: 'Назад',
      },
    },
  },
};
