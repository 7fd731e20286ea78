import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with Node's fetch API, which jsdom lacks: the data router builds a Request for every navigation
 * and the API client calls fetch. AbortController comes from Node too, because Node's Request refuses the
 * signal of jsdom's own AbortController.
 */
export default class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
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
