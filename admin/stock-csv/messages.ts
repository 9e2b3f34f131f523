/** The stock CSV screen's Russian words (merged into admin/i18n.ts). */
export const stockCsvMessages = {
  resources: {
    'stock-csv': { name: 'Загрузка CSV |||| Загрузка CSV' },
  },
  shop: {
    stock_csv: {
      title: 'Загрузка CSV',
      intro:
        'Остатки и цены размеров одним файлом: скачайте CSV, поправьте его в Excel и загрузите. Сначала покажем, что изменится, — ничего не поменяется, пока вы не подтвердите.',
      columns:
        'Столбцы: Артикул, Размер, Название (не загружается), Остаток, Цена, Старая цена. Столбец, которого нет в файле, не меняется.',
      download: 'Скачать CSV',
      choose: 'Выбрать файл',
      file: 'Файл CSV',
      reading: 'Читаем файл…',
      counts: 'Строк: %{rows} · изменится: %{changes} · без изменений: %{unchanged} · с ошибками: %{refused}',
      confirm: 'Загрузить %{changes}',
      nothing: 'Менять нечего: файл совпадает с каталогом',
      done: 'Загружено: %{changes}. Пропущено строк с ошибками: %{refused}.',
      another: 'Загрузить другой файл',
      refused_title: 'Строки с ошибками (не загрузятся)',
      changes_title: 'Что изменится',
      refused_title_done: 'Строки с ошибками (пропущены)',
      changes_title_done: 'Что изменилось',
      shown: 'Показаны первые %{shown} из %{total}',
      line: 'Строка',
      code: 'Артикул',
      size: 'Размер',
      stock: 'Остаток',
      price: 'Цена',
      old_price: 'Старая цена',
      problem: 'Причина',
      none: 'нет',
    },
  },
};
