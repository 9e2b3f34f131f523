import { useSearchParams } from 'react-router-dom';
import { EmptyState, Page } from '../components/page';
import { urls } from '../../shared/routes';

/** /search/?QUERY=…: search results (spec §2.1, §2.7); results arrive with the search issue. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('QUERY') ?? '').trim();
  return (
    <Page title="Поиск">
      {query ? (
        <EmptyState
          icon="search"
          title={`По запросу «${query}»`}
          action={{ to: urls.catalog(), text: 'Смотреть каталог' }}
        />
      ) : (
        <EmptyState icon="search" title="Введите запрос">
          Начните вводить название или цвет товара.
        </EmptyState>
      )}
    </Page>
  );
}
