import type { DestinationStream } from 'pino';

/** A pino destination that keeps every log line, so tests can read what the product logged. */
export class LogCapture implements DestinationStream {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  get text(): string {
    return this.lines.join('');
  }
}
