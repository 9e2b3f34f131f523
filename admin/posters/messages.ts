/** The posters' and the banner's Russian words (merged into admin/i18n.ts). */
export const posterMessages = {
  resources: {
    posters: {
      name: 'Плакат |||| Плакаты',
      fields: {
        name: 'Название',
        type: 'Вид',
        picture: 'Картинка (/images/… или /media/…)',
        text: 'Текст (HTML: скрипты и стили удаляются при сохранении)',
        'link.href': 'Ссылка кнопки',
        'link.target': 'Где открыть',
        'link.text': 'Текст кнопки',
        showInText: 'Показывать на страницах (по одной в строке; /personal/* — раздел целиком)',
        hideInText: 'Не показывать на страницах',
        delayMinutes: 'Пауза после показа, минут',
        active: 'Показывается',
        startsAt: 'Показ с',
        endsAt: 'Показ до',
      },
    },
  },
  shop: {
    posters: {
      create_title: 'Новый плакат',
      edit_title: 'Плакат',
      image: 'Только картинка',
      html: 'Картинка, текст и кнопка',
      same_tab: 'В этой вкладке',
      new_tab: 'В новой вкладке',
      preview: 'Так его увидит покупатель',
      everywhere: 'На всех страницах',
      banner: 'Бегущая строка',
      banner_saved: 'Бегущая строка сохранена',
    },
  },
};
