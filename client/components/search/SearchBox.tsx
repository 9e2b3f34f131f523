import type { FormEvent, ReactNode } from 'react';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { Button } from '../../ui/Button';
import { colors, radius, space } from '../../ui/theme';
import { Icon } from '../icon';

interface Props {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The search input: controlled in the overlay, plain on the search page. */
  children: ReactNode;
  className?: string;
}

/**
 * The search form of the overlay and of the search page: a plain GET to /search/ with QUERY, so
 * it works without JavaScript; the round field with its magnifier, and «Найти».
 */
export function SearchBox({ onSubmit, children, className }: Props) {
  return (
    <Form role="search" action={urls.search()} method="get" onSubmit={onSubmit} className={className}>
      <Box>
        <Icon name="search" size={20} />
        {children}
      </Box>
      <Button type="submit" size="medium">
        Найти
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: ${space.sm};
  margin: ${space.sm} 0 ${space.md};
`;

const Box = styled.label`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-width: 0;
  padding: 0 14px;
  border: 1.5px solid ${colors.beigeDark};
  border-radius: ${radius.pill};
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
    /* 16 px keeps iOS from zooming into the field. */
    font-size: 16px;
  }
`;
