import type { Endpoint } from '@portal/shared/api/endpoint';
import { vi } from 'vitest';

/** What a handler gets: the path parameters, the query and the parsed JSON body. */
export type FakeCall = { params: Record<string, string>; query: URLSearchParams; body: unknown };

/** A handler's answer other than its contract's success status. */
export class FakeAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

type Handler = (call: FakeCall) => unknown;

/**
 * Stubs `fetch` with a server that answers calls by their endpoint contract (method and path),
 * so tests run the real API client and schemas. A call nobody answers fails the test.
 */
export function fakeServer() {
  const routes: { endpoint: Endpoint; pattern: RegExp; handler: Handler }[] = [];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    for (const { endpoint, pattern, handler } of routes) {
      const match = endpoint.method === method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const answer = await handler({ params: { ...match.groups }, query: url.searchParams, body });
      const { status, json } =
        answer instanceof FakeAnswer
          ? { status: answer.status, json: answer.body }
          : { status: endpoint.status, json: answer };
      return new Response(status === 204 ? null : JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    throw new Error(`unexpected call ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    /** Method and path of every call so far. */
    calls,
    /** Answers `endpoint`; a later handler for the same endpoint wins. */
    on(endpoint: Endpoint, handler: Handler): void {
      const source = endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '(?<$1>[^/]+)');
      routes.unshift({ endpoint, pattern: new RegExp(`^${source}$`), handler });
    },
  };
}
export type FakeServer = ReturnType<typeof fakeServer>;
