import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { Icon } from '../icon';
import { SearchField, SearchSubmit } from './fields';

/**
 * The search page's form: a plain GET to /search/ with QUERY, so it works without JavaScript;
 * with it, the router navigates instead of reloading the page.
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
    <Form role="search" action={urls.search()} method="get" onSubmit={submit}>
      <SearchField>
        <Icon name="search" size={20} />
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
      </SearchField>
      <SearchSubmit type="submit">Найти</SearchSubmit>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: 8px;
  max-width: 640px;
  margin: 0 0 16px;
`;

