import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/api/client';
import { ErrorBoundary } from './ErrorBoundary';

describe('the error boundary around the pages', () => {
  it('holds a rendering error', () => {
    const error = new Error('boom');
    expect(ErrorBoundary.getDerivedStateFromError(error)).toEqual({ error });
  });

  it('clears the error when the shopper navigates to another page', () => {
    const state = { error: new ApiRequestError(500, []), key: '/a/' };
    expect(ErrorBoundary.getDerivedStateFromProps({ resetKey: '/b/', children: null }, state)).toEqual({
      error: null,
      key: '/b/',
    });
    expect(ErrorBoundary.getDerivedStateFromProps({ resetKey: '/a/', children: null }, state)).toBeNull();
  });
});
