// Placeholder so that server and client work can start in parallel; replaced by the real shell.
import { Route, Routes } from 'react-router-dom';
import { routes } from '../shared/routes';

export function App() {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no" />
        <title>Одежда для детей | интернет-магазин</title>
      </head>
      <body>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={<h1>{r.id}</h1>} />
          ))}
          <Route path="*" element={<h1>Страница не найдена</h1>} />
        </Routes>
      </body>
    </html>
  );
}
