/** The sections' screens' Russian words (merged into admin/i18n.ts). */
export const sectionMessages = {
  resources: {
    sections: {
      name: 'Раздел |||| Разделы',
      fields: {
        name: 'Название',
        code: 'Код (в адресе)',
        parentId: 'Родительский раздел',
        active: 'Показывать в магазине',
        style: 'Оформление в меню',
        products: 'Товаров',
        depth: 'Уровень',
      },
    },
  },
  shop: {
    sections: {
      up: 'Выше',
      down: 'Ниже',
      root: 'Верхний уровень',
      styles: { plain: 'Обычное', outlet: 'Аутлет (красный)', capsule: 'Капсула (зелёный)' },
      code_hint: 'Строчные латинские буквы, цифры, - и _. После смены кода старый адрес переадресует на новый',
      moved: 'Раздел передвинут',
      open: 'Открыть в магазине',
    },
  },
};
