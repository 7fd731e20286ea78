import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The HTML part; '' when the mail has none. */
  html: string;
  /** Header fields by lower-case name, as raw text (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
  /** Parts other than the text and HTML bodies (a calendar invitation), decoded as UTF-8 text. */
  attachments: { contentType: string; filename: string; content: string }[];
}

/** A local SMTP server that keeps what it receives; it can refuse the first N messages to test retries. */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  refusals = 0;
  /** The answer to a refused message: 451 (try again later) or, e.g., 550 (never). */
  refusalCode = 451;
  /** Runs when a message has fully arrived, before the server answers it. */
  beforeAnswer?: () => Promise<void>;
  attempts = 0;
  port = 0;
  private server!: SMTPServer;

  /** On `port`, or on a free one. */
  static async start(port = 0): Promise<SmtpCapture> {
    const capture = new SmtpCapture();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        capture.attempts++;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          Promise.resolve(capture.beforeAnswer?.())
            .then(() => {
              if (capture.refusals > 0) {
                capture.refusals--;
                const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
                error.responseCode = capture.refusalCode;
                throw error;
              }
              return simpleParser(Buffer.concat(chunks));
            })
            .then((mail) => {
              capture.mails.push({
                to: [mail.to]
                  .flat()
                  .map((address) => address?.text ?? '')
                  .join(', '),
                from: mail.from?.text ?? '',
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: mail.html || '',
                headers: Object.fromEntries(
                  mail.headerLines.map((line) => [line.key, line.line.slice(line.key.length + 1).trim()]),
                ),
                attachments: mail.attachments.map((attachment) => ({
                  contentType: attachment.contentType,
                  filename: attachment.filename ?? '',
                  content: attachment.content.toString('utf8'),
                })),
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    // A client that vanishes mid-session (a worker killed while it sends) resets its connection: a mail server
    // shrugs that off, and so does this one. Any other error still ends the test run, as an unheard one did.
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    capture.port = (server.server.address() as { port: number }).port;
    capture.server = server;
    return capture;
  }

  /** Waits until `count` mails arrived (or fails after the timeout). */
  async waitForMails(count: number, timeoutMs = 30_000): Promise<CapturedMail[]> {
    await eventually(`${count} mails`, () => this.mails.length, {
      timeoutMs,
      until: (arrived) => arrived >= count,
    });
    return this.mails;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
