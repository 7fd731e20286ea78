import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';

/**
 * Work a command accepts at once and does after the HTTP answer has gone out, so how long the answer takes
 * says nothing about what the work found (whether an address has an account). The work is a command of its
 * own (its own transaction; its side effects still come from its events through the reactor). It runs in
 * this process: a crash before it ran loses the request, which the person can simply repeat. Shutting down
 * waits for whatever is still running.
 */
@Injectable()
export class DeferredCommands implements OnModuleDestroy {
  private readonly logger = new Logger(DeferredCommands.name);
  private readonly running = new Set<Promise<void>>();

  /** Starts `work` after the current request's I/O turn; a failure is logged, never thrown at the caller. */
  defer(name: string, work: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.logger.error(`${name} failed: ${describe(error)}`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once nothing deferred is running any more (also what shutdown waits for). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  onModuleDestroy(): Promise<void> {
    return this.settled();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
