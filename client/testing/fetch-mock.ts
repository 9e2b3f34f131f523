import { afterEach, vi } from 'vitest';

/**
 * A stand-in for the network in DOM tests. The api client takes `fetch` when its module loads, so
 * a test imports this module first, before anything that imports the client.
 */
export const fetchMock = vi.fn<typeof fetch>();
globalThis.fetch = fetchMock;

afterEach(() => fetchMock.mockReset());
