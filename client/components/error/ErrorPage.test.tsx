import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/api/client';
import { ErrorPage } from './ErrorPage';

function html(element: React.ReactNode) {
  return renderToString(<StaticRouter location="/">{element}</StaticRouter>);
}

describe('the error page', () => {
  it('says the page was not found for 404, with a link home', () => {
    const out = html(<ErrorPage status={404} />);
    expect(out).toContain('<h1>Страница не найдена</h1>');
    expect(out).toContain('не существует');
    expect(out).toMatch(/href="\/"[^>]*>На главную/);
  });

  it('uses the message as the title and 500 as the default status', () => {
    const error = new ApiRequestError(503, [{ message: 'Сервис временно недоступен' }]);
    const out = html(<ErrorPage message={error.message} />);
    expect(out).toContain('<h1>Сервис временно недоступен</h1>');
    expect(out).toContain('500');
  });
});
