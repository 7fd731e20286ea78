/**
 * How a mail server's or the network's error bears on retrying. nodemailer reports the server's answer as
 * `responseCode` and its own failures as `code` (ECONNECTION, ETIMEDOUT, EENVELOPE, EMESSAGE ...).
 */
export interface MailFailure {
  /** e.g. 'ECONNREFUSED', 'EENVELOPE 550': a code, never the server's text (it may name the recipient). */
  code: string;
  /** The server answered: it did not take the message (4xx: not now, 5xx: never). */
  answered: boolean;
  /** The server refused this message or recipient for good; sending it again would change nothing. */
  permanent: boolean;
  /** An error of the mail server or the connection to it (not, say, of rendering the mail). */
  fromTransport: boolean;
}

export function mailFailure(error: unknown): MailFailure {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const status = typeof responseCode === 'number' ? responseCode : null;
  const name = typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
  return {
    code: status === null ? name : `${name} ${status}`,
    answered: status !== null,
    // A refused sender or recipient, or a refused message. Not a failed login (535): the mail is fine, the
    // configuration is not, and the retries (or an operator's) send it once that is fixed.
    permanent:
      status !== null && status >= 500 && status < 600 && (code === 'EENVELOPE' || code === 'EMESSAGE'),
    fromTransport: status !== null || typeof code === 'string',
  };
}
