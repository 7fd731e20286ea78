/** What a probe returns while what it waits for has not happened yet. */
type NotYet = null | undefined | false;

interface EventuallyOptions {
  /** How long to keep probing: 30 s unless told, room for a CI machine busier than this one. */
  timeoutMs?: number;
  /** The pause between two probes: 50 ms unless told. */
  intervalMs?: number;
}

/** Probes until `until` holds for what `probe` returns, and returns that; the failure tells the last value. */
export function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  options: EventuallyOptions & { until: (value: T) => boolean },
): Promise<T>;
/** Probes until `probe` returns a truthy value, and returns it; fails after the timeout naming `what`. */
export function eventually<T>(
  what: string,
  probe: () => T | NotYet | Promise<T | NotYet>,
  options?: EventuallyOptions,
): Promise<T>;
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  { timeoutMs = 30_000, intervalMs = 50, until }: EventuallyOptions & { until?: (value: T) => boolean } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (until ? until(value) : value) return value;
    if (Date.now() > deadline) {
      const last = until ? `; last value: ${JSON.stringify(value)}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
