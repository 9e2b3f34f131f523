import { useSearchParams } from 'react-router-dom';
import styled from '@emotion/styled';
import useSWR from 'swr';
import type { ApiRequestError } from '../../shared/api/client';
import { keys } from '../../shared/api/keys';
import type { SearchPage as SearchPageData } from '../../shared/contract/catalog';
import { urls } from '../../shared/routes';
import { Pagination } from '../components/filters/Pagination';
import { Page } from '../components/page';
import { ProductGrid } from '../components/product/ProductGrid';
import { foundText } from '../components/search/found';
import { SearchForm } from '../components/search/SearchForm';
import { EmptyState } from '../ui/layout';
import { colors } from '../ui/theme';

/**
 * /search/?QUERY=…&page=N (spec §2.1, §2.7): the form, the results as product cards and page links,
 * all plain links and a GET form, so the page works without JavaScript. Reads the same SWR key
 * the server prefetched (shared/page-keys.ts), so hydration asks nothing.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('QUERY') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error } = useSWR<SearchPageData, ApiRequestError>(query ? keys.searchPage(query, page) : null);

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
        <Note role="alert">Не удалось выполнить поиск. Обновите страницу чуть позже.</Note>
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
