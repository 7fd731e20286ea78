import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with Node's fetch API, which jsdom lacks: the data router builds a Request for every navigation
 * and the API client sends Requests through fetch. As in a browser, a Request's relative address ('/api/…')
 * is read against the page's. AbortController comes from Node too, because Node's Request refuses the
 * signal of jsdom's own AbortController.
 */
export default class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const page = this.global;
    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(page, {
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
    });
  }
}
