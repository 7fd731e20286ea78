// Read by playwright.config.ts too: no import.meta here, which would make Node load the config as ES module.

/**
 * The browser tests run in E2E_WORKERS Playwright workers (2 by default, what suits 2 cores), and
 * scripts/e2e-server.mjs starts one copy of the product per worker: copy i listens on E2E_PORT + i (3100,
 * 3101, ...), has a database and a Redis prefix of its own and writes the mail it sends to
 * test-results/mail-<i>/. A worker only ever talks to its own copy, so a file never sees what a file of
 * another worker does at the same moment.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

if (!Number.isInteger(E2E_FIRST_PORT) || E2E_FIRST_PORT < 1 || E2E_FIRST_PORT > 65_000) {
  throw new Error(`E2E_PORT must be a port number (got "${process.env.E2E_PORT}")`);
}
if (!Number.isInteger(E2E_WORKERS) || E2E_WORKERS < 1 || E2E_WORKERS > 16) {
  throw new Error(`E2E_WORKERS must be a whole number from 1 to 16 (got "${process.env.E2E_WORKERS}")`);
}

export interface E2eServer {
  /** The worker's parallel index, which is also the server's number. */
  index: number;
  baseURL: string;
}

export function e2eServer(index: number): E2eServer {
  if (index >= E2E_WORKERS) {
    throw new Error(
      `Worker ${index + 1} has no e2e server: ${E2E_WORKERS} were started. ` +
        'Choose the number of workers with E2E_WORKERS rather than --workers.',
    );
  }
  return {
    index,
    baseURL: `http://127.0.0.1:${E2E_FIRST_PORT + index}`,
  };
}
