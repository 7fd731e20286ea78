export type Settled<T> = { ok: true; value: T } | { ok: false };

/**
 * What a check or a reading came to: its value, or failed when it threw or took longer than `ms` (it may go on
 * meanwhile; nobody waits for it). Probes and scrapes answer in time whatever hangs behind them.
 */
export async function settleWithin<T>(work: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false }), ms);
  });
  try {
    return await Promise.race([work.then((value): Settled<T> => ({ ok: true, value })), timeout]);
  } catch {
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}
