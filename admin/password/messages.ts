/** The password screens' words (the user menu's dialog and the sign-in's step), merged into admin/i18n.ts. */
export const passwordMessages = {
  shop: {
    password: {
      menu: 'Сменить пароль',
      title: 'Смена пароля',
      current: 'Текущий пароль',
      new: 'Новый пароль',
      repeat: 'Новый пароль ещё раз',
      hint: 'Не короче %{min} символов. Удобно взять фразу из нескольких слов.',
      repeat_missing: 'Повторите новый пароль',
      mismatch: 'Пароли не совпадают',
      save: 'Сменить пароль',
      cancel: 'Отмена',
      // Polyglot's Russian plural: one, few, many.
      changed:
        'Пароль изменён. В другом браузере, где вы были в панели, нужно войти заново |||| Пароль изменён. В %{smart_count} других браузерах нужно войти заново |||| Пароль изменён. В %{smart_count} других браузерах нужно войти заново',
      changed_alone: 'Пароль изменён',
      first_title: 'Придумайте свой пароль',
      first_lead: 'Вы вошли с одноразовым паролем. Задайте свой — дальше входите с ним. Одноразовый больше не подойдёт.',
      first_save: 'Сохранить и продолжить',
    },
  },
};
