/**
 * A rule of the business was broken. The HTTP layer maps the kind to a status code (invalid 422,
 * unauthenticated 401, forbidden 403, not_found 404, gone 410, conflict 409, unsupported 415) and the code to the client's message.
 * Handlers and deciders throw these, never HTTP errors: they do not know how they are called.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  /** It existed and was taken away for good (a withdrawn or deleted listing). */
  | 'gone'
  | 'conflict'
  /** The content is of a kind the product does not take (an upload that is no image it reads). */
  | 'unsupported';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
