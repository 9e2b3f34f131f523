import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  /** A new value (the pathname) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 ? status : 500;
}

/**
 * The title of the error page. Only the api's errors carry a message meant for a shopper (Russian,
 * spec §8); a programming error's text is no use to them, so it gets the generic title.
 */
function messageOf(error: unknown): string | undefined {
  const fromApi = typeof (error as { status?: unknown } | null)?.status === 'number';
  return fromApi && error instanceof Error && error.message ? error.message : undefined;
}

/** Spec §8: an error while rendering a page shows the error page with its status, 500 by default. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Ошибка') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (error) return <ErrorPage status={statusOf(error)} message={messageOf(error)} />;
    return this.props.children;
  }
}
