import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { withPluralRu } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { trapTab } from '../../lib/focus';
import { lockScroll, unlockScroll } from '../../lib/scrollLock';
import { layers, palette } from '../../lib/theme';
import { colors, layout, mq, shadow } from '../../theme';
import { Icon } from '../icon';
import { SearchField, SearchSubmit } from './fields';
import { SearchResults } from './SearchResults';
import { useSearch } from './useSearch';

interface Props {
  onClose: () => void;
}

/**
 * The search overlay (spec §2.7, §4): hides page scroll while open, searches 600 ms after the last
 * keystroke, closes by its close control or Escape; Enter closes it and opens /search/?QUERY=.
 * Loaded on demand (React.lazy in SearchOverlayRoot), so none of it is in the first JavaScript.
 */
export default function SearchOverlay({ onClose }: Props) {
  const [state, controller] = useSearch();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  /** Set when the overlay closes by going somewhere: the new page takes the focus, not the trigger. */
  const leaving = useRef(false);
  const titleId = useId();

  useEffect(() => {
    lockScroll();
    return unlockScroll;
  }, []);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (dialog.current) trapTab(event, dialog.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (!leaving.current && returnTo?.isConnected) returnTo.focus();
    };
  }, [onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = controller.submit();
    // Spec §5: search does nothing for an empty query.
    if (!query) return void input.current?.focus();
    leaving.current = true;
    onClose();
    void navigate(urls.search(query));
  };

  const { status, results, answered } = state;
  const nothing = status === 'done' && results.length === 0;
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Top>
          <Title id={titleId}>Поиск по сайту</Title>
          <Close type="button" aria-label="Закрыть поиск" onClick={onClose}>
            <Icon name="close" />
          </Close>
        </Top>
        <Form role="search" action={urls.search()} method="get" onSubmit={submit}>
          <SearchField>
            <Icon name="search" size={20} />
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
          </SearchField>
          <SearchSubmit type="submit">Найти</SearchSubmit>
        </Form>
        <Body aria-busy={status === 'typing' || status === 'loading'}>
          <p className="visually-hidden" role="status">
            {status === 'done' ? withPluralRu(results.length, ['товар найден', 'товара найдено', 'товаров найдено']) : ''}
          </p>
          {status === 'empty' ? (
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
              query={answered}
              onNavigate={() => {
                leaving.current = true;
                onClose();
              }}
            />
          ) : status === 'typing' || status === 'loading' ? (
            <Searching>Ищем…</Searching>
          ) : null}
        </Body>
      </Panel>
    </Backdrop>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const drop = keyframes`from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.modal};
  display: flex;
  justify-content: center;
  align-items: flex-start;
  background: ${palette.overlay};
  animation: ${fadeIn} 140ms ease-out;
  ${mq.desktop} {
    padding: 72px 16px 24px;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100dvh;
  padding: 8px 16px calc(16px + env(safe-area-inset-bottom));
  background: ${colors.milk};
  box-shadow: ${shadow.panel};
  animation: ${drop} 180ms ease-out;
  ${mq.mobile} {
    height: 100dvh;
  }
  ${mq.desktop} {
    width: min(720px, 100%);
    max-height: calc(100dvh - 96px);
    padding: 16px 24px 24px;
    border-radius: ${layout.radius};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-right: -8px;
  border: 0;
  border-radius: 22px;
  background: transparent;
  color: ${colors.graphite};
  cursor: pointer;
  &:hover {
    background: ${colors.cream};
  }
`;

const Form = styled.form`
  display: flex;
  gap: 8px;
  margin: 8px 0 12px;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0 -8px;
  padding: 0 0 8px;
`;

const Hint = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 32px 16px;
  text-align: center;
  strong {
    font-size: 18px;
  }
  span {
    color: ${colors.muted};
  }
`;

const Searching = styled.p`
  margin: 0;
  padding: 32px 16px;
  color: ${colors.muted};
  text-align: center;
`;
