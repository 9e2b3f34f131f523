/** The products' screens' Russian words (merged into admin/i18n.ts). */
export const productMessages = {
  resources: {
    products: {
      name: 'Товар |||| Товары',
      fields: {
        q: 'Название или код',
        name: 'Название',
        code: 'Код (в адресе)',
        modelCode: 'Код модели (общий для цветов)',
        kind: 'Вид (картинки)',
        description: 'Описание',
        composition: 'Состав',
        care: 'Уход',
        colourCode: 'Цвет',
        sectionId: 'Раздел',
        section: 'Раздел',
        sectionName: 'Раздел',
        capsuleId: 'Капсула или коллекция',
        priceKopecks: 'Цена, р.',
        oldPriceKopecks: 'Старая цена, р. (зачёркнутая)',
        isNew: 'Новинка',
        isPopular: 'Популярное',
        active: 'Показывать в магазине',
        sizes: 'Размеры',
        'sizes.size': 'Размер',
        'sizes.stock': 'Остаток',
        'sizes.threshold': 'Порог, шт.',
        stock: 'Остаток',
      },
    },
  },
  shop: {
    products: {
      active_yes: 'В продаже',
      active_no: 'Скрытые',
      texts: 'Описание',
      price: 'Цена и отметки',
      sizes_hint:
        'Порядок размеров — как на странице товара. Заказанный размер не удаляется: поставьте остаток 0. «Порог» — размер попадёт в сводку «Заканчиваются», когда остаток дойдёт до этого числа (пусто — только когда закончится)',
      code_hint: 'Строчные латинские буквы, цифры, - и _. После смены кода старый адрес переадресует на новый',
      open: 'Открыть в магазине',
      add_size: 'Добавить размер',
      save_sizes: 'Сохранить размеры',
      sizes_saved: 'Размеры сохранены',
    },
  },
};
