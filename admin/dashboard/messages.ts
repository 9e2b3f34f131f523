/** «Сводка»'s Russian words (merged into admin/i18n.ts). */
export const dashboardMessages = {
  shop: {
    dashboard: {
      title: 'Сводка',
      at: 'Данные: %{moment}. Обновляются раз в минуту',
      periods: { today: 'Сегодня', week: '7 дней', month: '30 дней' },
      orders: 'Заказов',
      revenue: 'Выручка',
      average: 'Средний чек',
      unpaid: 'Ждут оплаты',
      unpaid_text: '%{orders} на %{sum}',
      unpaid_link: 'Открыть неоплаченные',
      best_sellers: 'Хиты месяца',
      best_sellers_empty: 'За 30 дней продаж ещё не было',
      sold: '%{quantity} шт. · %{revenue}',
      failed: 'Не удалось прочитать сводку: %{message}',
    },
    stock_watch: {
      title: 'Заканчиваются',
      empty: 'Все размеры в наличии, ниже порога ничего нет',
      none_left: 'нет в наличии',
      left: 'осталось %{stock} шт.',
      threshold: 'порог %{threshold}',
      more: 'Показаны первые %{count}',
    },
    packing: {
      title: 'Склад: что собрать и отправить',
      hint: 'Числа — заказы в каждой очереди сейчас; откройте очередь, чтобы взять заказы в работу.',
      queues: {
        paid: 'Оплачены — собрать',
        cash: 'Оплата при получении — собрать',
        assembling: 'Собираются — отправить',
        shipped: 'Отправлены — отметить вручение',
      },
      more: 'больше %{count}',
      open: 'Открыть',
      all_orders: 'Все заказы',
    },
  },
};
