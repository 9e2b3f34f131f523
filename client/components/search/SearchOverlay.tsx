import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { Dialog } from '../../ui/dialog/Dialog';
import { DialogHeader } from '../../ui/dialog/DialogHeader';
import { top } from '../../ui/dialog/placements/top';
import { colors, space } from '../../ui/theme';
import { shownText } from './found';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { useSearch } from './useSearch';

interface Props {
  onClose: () => void;
}

/**
 * The search overlay (spec §2.7, §4), on the shop's Dialog: searches 600 ms after the last
 * keystroke, closes by its close control or Escape; Enter closes it and opens /search/?QUERY=.
 * Loaded on demand (React.lazy in SearchOverlayRoot), so none of it is in the first JavaScript.
 */
export default function SearchOverlay({ onClose }: Props) {
  const [state, controller] = useSearch();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  /** Set when the overlay closes by going somewhere: the new page takes the focus, not the trigger. */
  const leaving = useRef(false);
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = controller.submit();
    // Spec §5: search does nothing for an empty query.
    if (!query) return void input.current?.focus();
    leaving.current = true;
    onClose();
    void navigate(urls.search(query));
  };

  const { status, results, total, answered, refusal } = state;
  const nothing = status === 'done' && results.length === 0;
  return (
    <Dialog
      placement={top}
      labelledBy={titleId}
      onEscape={onClose}
      onBackdrop={onClose}
      initialFocus={input}
      restoreFocus={() => !leaving.current}
    >
      <DialogHeader title="Поиск по сайту" titleId={titleId} closeLabel="Закрыть поиск" onClose={onClose} />
      <SearchBox onSubmit={submit}>
        <input
          ref={input}
          type="search"
          name="QUERY"
          value={state.query}
          onChange={(event) => controller.input(event.target.value)}
          placeholder="Название товара"
          aria-label="Название товара"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
      </SearchBox>
      <Body aria-busy={status === 'typing' || status === 'loading'}>
        <p className="visually-hidden" role="status">
          {status === 'done' ? shownText(results.length, total) : ''}
        </p>
        {status === 'failed' && refusal ? (
          <Hint role="alert">
            <strong>Поиск недоступен</strong>
            <span>{refusal}</span>
          </Hint>
        ) : status === 'empty' ? (
          <Hint>
            <strong>Введите запрос</strong>
            <span>Начните вводить название или цвет товара.</span>
          </Hint>
        ) : nothing ? (
          <Hint>
            <strong>Ничего не найдено</strong>
            <span>По запросу «{answered}» ничего не найдено. Проверьте, нет ли ошибок в запросе.</span>
          </Hint>
        ) : results.length > 0 ? (
          <SearchResults
            results={results}
            total={total}
            query={answered}
            onNavigate={() => {
              leaving.current = true;
              onClose();
            }}
          />
        ) : status === 'typing' || status === 'loading' ? (
          <Hint>
            <span>Ищем…</span>
          </Hint>
        ) : null}
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0 -${space.sm};
  padding: 0 0 ${space.sm};
`;

const Hint = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.xxl} ${space.lg};
  text-align: center;
  strong {
    font-size: 18px;
  }
  span {
    color: ${colors.muted};
  }
`;
