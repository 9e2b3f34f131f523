import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { SearchBox } from './SearchBox';

/**
 * The search page's form: without JavaScript a plain GET to /search/; with it, the router
 * navigates instead of reloading the page.
 */
export function SearchForm({ query }: { query: string }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('QUERY') ?? '').trim();
    // Spec §5: search does nothing for an empty query.
    if (text) void navigate(urls.search(text));
  };
  return (
    <PageSearch onSubmit={submit}>
      <input
        key={query}
        type="search"
        name="QUERY"
        defaultValue={query}
        placeholder="Название товара"
        aria-label="Название товара"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
    </PageSearch>
  );
}

const PageSearch = styled(SearchBox)`
  max-width: 640px;
  margin: 0 0 16px;
`;
