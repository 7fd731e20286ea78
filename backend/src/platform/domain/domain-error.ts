/**
 * A rule of the business was broken. The HTTP layer maps the kind to a status code
 * (invalid 400/422, not_found 404, conflict 409, forbidden 403) and the code to the client's message.
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

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
