import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eventually } from './eventually';

const ROOT = path.resolve(__dirname, '../../..');
const DIST = path.join(ROOT, 'backend/dist');

/** Fails with one clear line when the compiled product is missing (`npm test` builds before jest runs). */
export function requireBuiltProduct(): void {
  for (const entry of ['main.js', 'worker.js']) {
    if (!existsSync(path.join(DIST, entry))) {
      throw new Error(
        `backend/dist/${entry} is missing: run \`npm run build\` first (npm test builds before jest)`,
      );
    }
  }
}

/**
 * One process of the built product (`backend/dist/main.js` or `worker.js`) started as an operator would, with
 * the environment given. Its standard output is kept line by line (JSON log lines) for the test to read.
 */
export class ProductProcess {
  readonly lines: string[] = [];
  private stderr = '';
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;

  constructor(
    readonly name: string,
    entry: 'main.js' | 'worker.js',
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, [path.join(DIST, entry)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let partial = '';
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      this.lines.push(...parts);
    });
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The JSON log lines written so far. */
  logs<T = Record<string, unknown>>(): T[] {
    return this.lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as T);
  }

  /**
   * Waits until `probe` holds; fails at once, with what the process wrote, if it stops meanwhile. A process
   * starts in seconds, but four at once on a busy 2-core machine may take a minute: the bound is 120 s.
   */
  async waitFor(what: string, probe: () => boolean | Promise<boolean>): Promise<void> {
    await eventually(
      `${this.name}: ${what}`,
      async () => {
        if (!this.running) {
          throw new Error(
            `${this.name} stopped (${this.child.exitCode ?? this.child.signalCode}): ${this.stderr}`,
          );
        }
        return probe();
      },
      { timeoutMs: 120_000 },
    );
  }

  /** kill -9: no shutdown hook runs, open transactions and SMTP sessions are cut where they stand. */
  kill(): Promise<void> {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM, as `docker compose stop` sends it, and waits for the process to end. */
  async stop(): Promise<void> {
    if (this.running) this.child.kill('SIGTERM');
    await this.exited;
  }
}
