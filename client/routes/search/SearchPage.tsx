import { useSearchParams } from 'react-router-dom';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { Pagination } from '../../components/filters/Pagination';
import { Page } from '../../components/page';
import { ProductGrid } from '../../components/product/ProductGrid';
import { foundText } from '../../components/search/found';
import { searchRefusal } from '../../components/search/refusal';
import { SearchForm } from '../../components/search/SearchForm';
import { useApi } from '../../hooks/useApi';
import type { PageProps } from '../route-module';
import { searchOf } from './query';
import type { SearchRoute } from './route';
import { EmptyState } from '../../ui/layout';
import { colors } from '../../ui/theme';

/**
 * /search/?QUERY=…&page=N (spec §2.1, §2.7): the form, the results as product cards and page links,
 * all plain links and a GET form, so the page works without JavaScript. Reads its route module's
 * key, the one the server prefetched, so hydration asks nothing.
 */
export default function SearchPage({ keys }: PageProps<SearchRoute>) {
  const [params] = useSearchParams();
  const { query } = searchOf(params);
  const { data, error } = useApi(keys.results);

  return (
    <Page title="Поиск">
      <SearchForm query={query} />
      {!query ? (
        <EmptyState icon="search" title="Введите запрос">
          Начните вводить название или цвет товара.
        </EmptyState>
      ) : data ? (
        data.ITEMS.length > 0 ? (
          <>
            <Total role="status">
              {foundText(data.PAGINATION.TOTAL)} по запросу «{query}»
            </Total>
            <ProductGrid products={data.ITEMS} label="Результаты поиска" />
            <Pagination pagination={data.PAGINATION} pathname={urls.search()} search={params} />
          </>
        ) : data.PAGINATION.TOTAL > 0 ? (
          <EmptyState icon="search" title="На этой странице ничего нет" action={{ to: urls.search(query), text: 'К первой странице' }} />
        ) : (
          <EmptyState icon="search" title="Ничего не найдено" action={{ to: urls.catalog(), text: 'Смотреть каталог' }}>
            По запросу «{query}» ничего не найдено. Проверьте, нет ли ошибок в запросе.
          </EmptyState>
        )
      ) : error ? (
        <Note role="alert">{searchRefusal(error) ?? 'Не удалось выполнить поиск. Обновите страницу чуть позже.'}</Note>
      ) : (
        <Note role="status">Ищем товары…</Note>
      )}
    </Page>
  );
}

const Total = styled.p`
  margin: 0 0 16px;
  color: ${colors.muted};
  font-weight: 700;
`;

const Note = styled.p`
  margin: 24px 0;
  color: ${colors.muted};
`;
