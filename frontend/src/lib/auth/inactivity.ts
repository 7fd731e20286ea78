import { useEffect, useRef, useState } from 'react';
import { announce, onAnnouncement } from './session-channel';

/** The countdown shows for the last five minutes (spec sections 4 and 9). */
export const INACTIVITY_WARNING_MS = 5 * 60_000;

/** What counts as the person being there: mouse, keyboard, scrolling and touch (spec section 4). */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Other tabs hear about activity at most this often. */
const ANNOUNCE_INTERVAL_MS = 5_000;

export interface InactivityOptions {
  /** Off while nobody is signed in: no listeners, no timers. */
  enabled: boolean;
  /** Inactivity after which `onTimeout` runs. */
  timeoutMs: number;
  /** How long before the timeout the countdown starts. */
  warningMs?: number;
  /** Runs once when the time is up. */
  onTimeout: () => void;
  /** Runs on every activity (keep it cheap; throttle inside). */
  onActivity?: () => void;
}

/** 'm:ss' of a number of milliseconds, rounded up to the next second (5:00, 4:59 ... 0:01). */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Watches for the person's activity in this tab and the others. Returns null while they are active, and
 * the milliseconds left during the last `warningMs` before the timeout (updated each second). Any activity
 * starts the clock again; disabling it (sign-out) clears every timer. Deadlines are computed from the
 * clock, not by counting ticks, so a tab whose timers the browser slowed down (background, sleep) still
 * times out on time.
 */
export function useInactivityTimeout({
  enabled,
  timeoutMs,
  warningMs = INACTIVITY_WARNING_MS,
  onTimeout,
  onActivity,
}: InactivityOptions): number | null {
  const [remaining, setRemaining] = useState<number | null>(null);
  const callbacks = useRef({ onTimeout, onActivity });
  useEffect(() => {
    callbacks.current = { onTimeout, onActivity };
  });

  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    let lastAnnounced = 0;
    let warning = false;
    let timer: number | undefined;

    const check = () => {
      window.clearTimeout(timer);
      const left = timeoutMs - (Date.now() - lastActivity);
      if (left <= 0) {
        warning = false;
        setRemaining(null);
        callbacks.current.onTimeout();
        return;
      }
      if (left > warningMs) {
        // Timers do not move with activity; this one checks again when the warning could start.
        timer = window.setTimeout(check, left - warningMs);
        return;
      }
      warning = true;
      setRemaining(left);
      // The next whole second of the countdown.
      timer = window.setTimeout(check, left % 1000 || 1000);
    };

    const activity = (fromOtherTab: boolean) => {
      lastActivity = Date.now();
      if (warning) {
        warning = false;
        setRemaining(null);
        check();
      }
      if (fromOtherTab) return;
      if (lastActivity - lastAnnounced >= ANNOUNCE_INTERVAL_MS) {
        lastAnnounced = lastActivity;
        announce({ type: 'activity' });
      }
      callbacks.current.onActivity?.();
    };

    const onLocalActivity = () => activity(false);
    const options: AddEventListenerOptions = { passive: true, capture: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onLocalActivity, options);
    const unsubscribe = onAnnouncement((message) => {
      if (message.type === 'activity') activity(true);
    });
    timer = window.setTimeout(check, Math.max(0, timeoutMs - warningMs));

    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onLocalActivity, options);
      unsubscribe();
      setRemaining(null);
    };
  }, [enabled, timeoutMs, warningMs]);

  return enabled ? remaining : null;
}
