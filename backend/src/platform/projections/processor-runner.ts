import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store';
import { EVENTS_APPENDED_CHANNEL } from '../event-store/event-store';
import type { LogPosition, StoredEvent } from '../event-store/stored-event';
import { loadCheckpoint, storeCheckpoint } from './checkpoints';
import type { AsyncProcessor } from './projection';
import { ProjectionRegistry } from './projection-registry';

const DEFAULT_BATCH_SIZE = 100;
const ERROR_BACKOFF_MS = 2000;
const DRAIN_RETRY_MS = 20;
const DRAIN_PATIENCE_MS = 30_000;

export type BatchListener = (processor: string, events: readonly StoredEvent[]) => void;

/**
 * Runs the async processors: each reads the log after its checkpoint in commit order and stores the new
 * checkpoint in the same transaction as its writes. A transaction-scoped advisory lock per processor
 * keeps one active instance however many workers run.
 */
@Injectable()
export class ProcessorRunner {
  private readonly logger = new Logger(ProcessorRunner.name);
  private running = false;
  private loops: Promise<void>[] = [];
  private listener: Client | null = null;
  private wakers = new Set<() => void>();
  private batchListeners: BatchListener[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly store: EventStore,
    private readonly registry: ProjectionRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onBatch(listener: BatchListener): void {
    this.batchListeners.push(listener);
  }

  /**
   * Handles one batch. Returns how many events it handled, or null when another instance holds the lock.
   * The checkpoint moves to where the log was read, past events of types the processor ignores, so the next
   * poll does not read them again.
   */
  async runBatch(processor: AsyncProcessor): Promise<number | null> {
    const batch = await this.orm.em.fork().transactional(async (em) => {
      const [{ locked }] = await em.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(hashtext(?)) as locked',
        [`processor:${processor.name}`],
      );
      if (!locked) return null;
      const position = await loadCheckpoint(em, processor.name);
      const { events, readUpTo } = await this.store.readLogPage(
        em,
        position,
        processor.batchSize ?? DEFAULT_BATCH_SIZE,
        { types: processor.eventTypes },
      );
      if (events.length > 0) await processor.handle(em, events);
      if (!samePosition(readUpTo, position)) await storeCheckpoint(em, processor.name, readUpTo);
      return { events, from: position, to: readUpTo };
    });
    if (batch === null) return null;
    const { events, from, to } = batch;
    // Logged once committed: the evidence, per process, that one instance at a time moves a checkpoint.
    if (!samePosition(from, to)) {
      this.logger.debug({
        msg: `Processor ${processor.name} read the log after ${formatPosition(from)} up to ${formatPosition(to)}`,
        processor: processor.name,
        pid: process.pid,
        from,
        to,
        events: events.length,
      });
    }
    if (events.length > 0) this.batchListeners.forEach((listener) => listener(processor.name, events));
    return events.length;
  }

  /**
   * Handles batches until the processor has read every event committed when it was called. A transaction
   * still open anywhere in the cluster (transaction ids are cluster-wide) holds the commit-order horizon
   * back for a moment; drain waits for it rather than stopping short of events already committed.
   */
  async drain(processor: AsyncProcessor): Promise<number> {
    const target = await this.newestCommittedPosition();
    const deadline = Date.now() + DRAIN_PATIENCE_MS;
    let total = 0;
    for (;;) {
      const handled = await this.runBatch(processor);
      if (handled) {
        total += handled;
        continue;
      }
      if (target === null || (await this.hasReached(processor, target))) return total;
      if (Date.now() > deadline) {
        this.logger.warn(
          `Processor ${processor.name} stopped draining before the log's end: a transaction stays open`,
        );
        return total;
      }
      await new Promise((resolve) => setTimeout(resolve, DRAIN_RETRY_MS));
    }
  }

  /** Drains every registered processor once (tests and the CLI use it). */
  async drainAll(): Promise<void> {
    for (const processor of this.registry.asyncProcessors()) await this.drain(processor);
  }

  /** Starts one loop per registered processor, woken by NOTIFY on append or by the poll interval. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.listener = new Client({ connectionString: this.config.databaseUrl });
    this.listener.on('notification', () => this.wakeAll());
    this.listener.on('error', (error) => this.logger.warn(`Event notifications lost: ${error.message}`));
    await this.listener.connect();
    await this.listener.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
    this.loops = this.registry.asyncProcessors().map((processor) => this.loop(processor));
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wakeAll();
    await Promise.all(this.loops);
    this.loops = [];
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  private async loop(processor: AsyncProcessor): Promise<void> {
    while (this.running) {
      try {
        const handled = await this.runBatch(processor);
        if (handled && handled >= (processor.batchSize ?? DEFAULT_BATCH_SIZE)) continue;
        await this.sleep(this.config.processorPollMs);
      } catch (error) {
        // Nothing was checkpointed: the same batch is tried again after a pause that appends do not cut short.
        this.logger.error(`Processor ${processor.name} failed, retrying: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, ERROR_BACKOFF_MS));
      }
    }
  }

  private async newestCommittedPosition(): Promise<LogPosition | null> {
    const [newest] = await this.orm.em.fork().execute<{ transaction_id: string; global_position: string }[]>(
      `select transaction_id::text as transaction_id, global_position::text as global_position from events
          order by transaction_id desc, global_position desc limit 1`,
    );
    return newest ? { transactionId: newest.transaction_id, globalPosition: newest.global_position } : null;
  }

  private async hasReached(processor: AsyncProcessor, target: LogPosition): Promise<boolean> {
    return !isBefore(await loadCheckpoint(this.orm.em.fork(), processor.name), target);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }
}

function isBefore(a: LogPosition, b: LogPosition): boolean {
  const [ax, bx] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  return ax < bx || (ax === bx && BigInt(a.globalPosition) < BigInt(b.globalPosition));
}

function formatPosition({ transactionId, globalPosition }: LogPosition): string {
  return `${transactionId}/${globalPosition}`;
}

function samePosition(a: LogPosition, b: LogPosition): boolean {
  return a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;
}
