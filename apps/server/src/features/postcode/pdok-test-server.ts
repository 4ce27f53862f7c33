import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for PDOK's Locatieserver in tests (decision 0045): a real HTTP server on 127.0.0.1
 * that answers `/free` in PDOK's shape from its own small register, and refuses, like v3.1, any
 * query parameter PDOK's OpenAPI description lacks. It can also fail as PDOK might: an HTTP
 * error, an answer that is not JSON, JSON of another shape, or no answer at all.
 */

export type FakeRegisterEntry = {
  straatnaam: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  postcode: string;
  woonplaatsnaam: string;
};

/** A small register in PDOK's terms: one plain number, one with several addresses, a neighbour. */
export const FAKE_REGISTER: FakeRegisterEntry[] = [
  { straatnaam: 'Domplein', huisnummer: 29, postcode: '3512JE', woonplaatsnaam: 'Utrecht' },
  { straatnaam: 'Prinsengracht', huisnummer: 263, postcode: '1016GV', woonplaatsnaam: 'Amsterdam' },
  {
    straatnaam: 'Prinsengracht',
    huisnummer: 263,
    huisletter: 'A',
    postcode: '1016GV',
    woonplaatsnaam: 'Amsterdam',
  },
  {
    straatnaam: 'Prinsengracht',
    huisnummer: 263,
    huisnummertoevoeging: '1',
    postcode: '1016GV',
    woonplaatsnaam: 'Amsterdam',
  },
  // PDOK writes what the register holds; a lower-case letter and addition come back upper case.
  {
    straatnaam: 'Prinsengracht',
    huisnummer: 263,
    huisletter: 'b',
    huisnummertoevoeging: 'h',
    postcode: '1016GV',
    woonplaatsnaam: 'Amsterdam',
  },
  { straatnaam: 'Prinsengracht', huisnummer: 265, postcode: '1016GV', woonplaatsnaam: 'Amsterdam' },
];

export type FakePdokBehaviour = 'answer' | 'http-500' | 'not-json' | 'wrong-shape' | 'never-answer';

/** The free endpoint's query parameters in PDOK's OpenAPI description (v3.1). */
const KNOWN_PARAMETERS = new Set(['q', 'fq', 'fl', 'sort', 'df', 'bq', 'start', 'rows', 'lat', 'lon', 'wt']);

export async function startFakePdok(register: FakeRegisterEntry[] = FAKE_REGISTER) {
  let behaviour: FakePdokBehaviour = 'answer';
  const requests: URL[] = [];
  const held = new Set<ServerResponse>();

  /** PDOK's answer to a request as status and body; 'hold' keeps the request waiting. */
  function answerTo(url: URL): { status: number; body: string } | 'hold' {
    if (behaviour === 'never-answer') return 'hold';
    if (behaviour === 'http-500')
      return { status: 500, body: '<html><body>Internal Server Error</body></html>' };
    if (behaviour === 'not-json') return { status: 200, body: '<html><body>Onderhoud</body></html>' };
    if (behaviour === 'wrong-shape')
      return { status: 200, body: JSON.stringify({ response: { docs: 'geen' } }) };
    if (url.pathname !== '/locatieserver/free') return { status: 404, body: '{"message":"Not Found"}' };
    const unknown = [...url.searchParams.keys()].filter((name) => !KNOWN_PARAMETERS.has(name));
    if (unknown.length > 0)
      return {
        status: 400,
        body: JSON.stringify({ message: `unknown query parameter(s): ${unknown.join(', ')}` }),
      };
    const filters = url.searchParams.getAll('fq').map((filter) => filter.split(':') as [string, string]);
    const docs = register
      .map((entry) => ({ type: 'adres', ...entry }))
      .filter((doc) =>
        filters.every(([field, value]) => String((doc as Record<string, unknown>)[field]) === value),
      )
      .slice(0, Number(url.searchParams.get('rows') ?? 10))
      .map((doc) => ({
        ...doc,
        weergavenaam: `${doc.straatnaam} ${houseOf(doc)}, ${doc.postcode} ${doc.woonplaatsnaam}`,
        huis_nlt: houseOf(doc),
        gemeentenaam: doc.woonplaatsnaam,
        centroide_ll: 'POINT(4.88 52.37)',
      }));
    const response = { numFound: docs.length, start: 0, maxScore: 1, numFoundExact: true, docs };
    return { status: 200, body: JSON.stringify({ response }) };
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://pdok.test');
    requests.push(url);
    const answer = answerTo(url);
    if (answer === 'hold') held.add(response);
    else send(response, answer.status, answer.body);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What PDOK_BASE_URL would be. */
    baseUrl: `http://127.0.0.1:${port}/locatieserver`,
    requests,
    behave(next: FakePdokBehaviour): void {
      behaviour = next;
    },
    async close(): Promise<void> {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakePdok = Awaited<ReturnType<typeof startFakePdok>>;

/** A base URL where nothing listens: a server started, its port noted, and stopped. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/locatieserver`;
}

function houseOf(doc: FakeRegisterEntry): string {
  return `${doc.huisnummer}${doc.huisletter ?? ''}${doc.huisnummertoevoeging ? `-${doc.huisnummertoevoeging}` : ''}`;
}

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': body.startsWith('<') ? 'text/html' : 'application/json' });
  response.end(body);
}
