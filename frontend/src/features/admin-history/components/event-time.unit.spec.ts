import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { simulateBrowserWithout } from '../../../lib/format/browser-without-locale.testing';

type EventTimeModule = typeof import('./event-time');

/** A fresh copy of the modules, so what they learnt about the browser's Intl starts over. */
async function loadEventTime(): Promise<EventTimeModule> {
  let loaded: EventTimeModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./event-time');
  });
  if (!loaded) throw new Error('event-time module not loaded');
  return loaded;
}

// 17:05:09 UTC is 18:05:09 in Madrid (winter), 21:05:09 UTC on the 30th of June 23:05:09 (summer).
const WINTER = '2026-11-27T17:05:09Z';
const SUMMER = '2026-06-30T21:05:09Z';

describe('the time of an event in the admin history', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('is written in Macedonian on the office clock in a browser without Macedonian data (Chromium)', async () => {
    // Node's full ICU is the reference (made before Intl is replaced).
    const icu = new Intl.DateTimeFormat('mk', {
      timeZone: 'Europe/Madrid',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    restore = simulateBrowserWithout('mk');
    const { formatEventTime } = await loadEventTime();
    expect(formatEventTime(WINTER, 'mk')).toBe('27 ное. 2026 г., во 18:05:09');
    expect(formatEventTime(WINTER, 'mk')).toBe(icu.format(new Date(WINTER)));
    expect(formatEventTime(SUMMER, 'mk')).toBe(icu.format(new Date(SUMMER)));
  });

  it('keeps Intl for the languages every browser ships', async () => {
    const { formatEventTime } = await loadEventTime();
    expect(formatEventTime(WINTER, 'es')).toBe('27 nov 2026, 18:05:09');
    expect(formatEventTime(WINTER, 'en')).toBe('27 Nov 2026, 18:05:09');
    expect(formatEventTime(SUMMER, 'de')).toBe('30. Juni 2026, 23:05:09');
  });
});
