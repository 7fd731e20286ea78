import { jest } from '@jest/globals';

/** An answer of the fake API: a JSON body with its status, or a bare status (e.g. 204); some headers. */
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeRoute = (request: Request) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  /** The requests the page sent, in order, as 'METHOD /path'. */
  calls(): string[];
  /** The JSON body of the last request sent to 'METHOD /path'. */
  lastBody(route: string): Promise<unknown>;
}

/**
 * Answers the page's fetch calls from `routes`, keyed 'METHOD /path' (e.g. 'POST /api/inquiries'); any
 * other request fails the test with a 501. Restored after each test by `jest.restoreAllMocks()`.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const sent: { route: string; request: Request }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    sent.push({ route, request: request.clone() });
    const answer = routes[route] ? await routes[route](request) : { status: 501, body: { route } };
    const reply = { status: answer.status, headers: answer.headers };
    return answer.body === undefined ? new Response(null, reply) : Response.json(answer.body, reply);
  });
  return {
    calls: () => sent.map((call) => call.route),
    lastBody: async (route) => {
      const call = sent.findLast((candidate) => candidate.route === route);
      return call ? call.request.json() : undefined;
    },
  };
}
