const TEXTS: Record<number, { title: string; text: string }> = {
  404: { title: 'Страница не найдена', text: 'Такой страницы нет. Начните с главной.' },
  500: { title: 'Что-то пошло не так', text: 'Мы уже знаем об ошибке. Попробуйте обновить страницу чуть позже.' },
};

/**
 * A complete HTML page without React, scripts or data: what a shopper sees when the app itself
 * cannot render (shell error, unknown error). Only fixed texts, nothing from the request.
 */
export function plainPage(status: number): string {
  const { title, text } = TEXTS[status] ?? (status >= 500 ? TEXTS[500]! : { title: 'Ошибка', text: 'Запрос не выполнен.' });
  return `<!DOCTYPE html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Одежда для детей</title></head>
<body style="font-family:sans-serif;margin:10vh auto;max-width:32rem;padding:0 1rem;color:#333">
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">На главную</a></p>
</body>
</html>
`;
}
