/** The coupons' screens' Russian words (merged into admin/i18n.ts). */
export const couponMessages = {
  resources: {
    coupons: {
      name: 'Промокод |||| Промокоды',
      fields: {
        code: 'Код',
        kind: 'Вид скидки',
        value: 'Скидка, %',
        amountRub: 'Скидка, ₽',
        minSumRub: 'Заказ от, ₽',
        startsAt: 'Действует с',
        endsAt: 'Действует до',
        totalLimit: 'Сколько раз всего',
        perCustomerLimit: 'Сколько раз одному покупателю',
        active: 'Действует',
        usedCount: 'Использован',
        orderCount: 'Заказов',
        discountKopecks: 'Скидка по заказам',
        sectionIds: 'Разделы',
      },
    },
  },
  shop: {
    coupons: {
      create_title: 'Новый промокод',
      edit_title: 'Промокод',
      percent: 'Процент',
      fixed: 'Сумма',
      uses: 'Заказы с этим промокодом',
      uses_total: 'Заказов: %{orders}, скидка по ним: %{discount}',
      no_uses: 'Заказов с этим промокодом ещё нет',
      sections_help: 'Скидка только на товары этих разделов и их подразделов; пусто — на все товары',
      code_help: 'Регистр и пробелы не важны: «vesna 15» и «VESNA15» — один код',
    },
  },
};
