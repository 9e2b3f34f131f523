import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { colors } from '../../theme';
import { Icon } from '../icon';

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
    if (text) navigate(urls.search(text));
  };
  return (
    <Form role="search" action={urls.search()} method="get" onSubmit={submit}>
      <Field>
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
      </Field>
      <Submit type="submit">Найти</Submit>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: 8px;
  max-width: 640px;
  margin: 0 0 16px;
`;

const Field = styled.label`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  padding: 0 14px;
  border: 1.5px solid ${colors.beigeDark};
  border-radius: 24px;
  background: ${colors.white};
  color: ${colors.muted};
  &:focus-within {
    border-color: ${colors.sageDark};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 46px;
    border: 0;
    outline: none;
    background: transparent;
    color: ${colors.graphite};
    font: inherit;
    font-size: 16px;
  }
`;

const Submit = styled.button`
  min-height: 48px;
  padding: 0 20px;
  border: 0;
  border-radius: 24px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font-weight: 800;
  cursor: pointer;
  &:hover {
    background: ${colors.graphite};
  }
`;
