import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { useInactivityTimeout } from './inactivity';

const MINUTE = 60_000;
const TIMEOUT_MS = 30 * MINUTE;
const WARNING_MS = 5 * MINUTE;

function renderInactivity(enabled = true) {
  const onTimeout = jest.fn();
  const onActivity = jest.fn();
  const hook = renderHook(
    ({ enabled }) =>
      useInactivityTimeout({ enabled, timeoutMs: TIMEOUT_MS, warningMs: WARNING_MS, onTimeout, onActivity }),
    { initialProps: { enabled } },
  );
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { hook, onTimeout, onActivity, wait, remaining: () => hook.result.current };
}

describe('useInactivityTimeout', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('stays quiet until five minutes before the end, then counts down each second', () => {
    const { remaining, wait } = renderInactivity();
    wait(TIMEOUT_MS - WARNING_MS - 1);
    expect(remaining()).toBeNull();

    wait(1);
    expect(remaining()).toBe(WARNING_MS);
    wait(1000);
    expect(remaining()).toBe(WARNING_MS - 1000);
    wait(2 * MINUTE);
    expect(remaining()).toBe(3 * MINUTE - 1000);
  });

  it('ends the session once when the time is up, and the countdown with it', () => {
    const { remaining, onTimeout, wait } = renderInactivity();
    wait(TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(remaining()).toBe(1000);

    wait(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(remaining()).toBeNull();
    wait(TIMEOUT_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a key', () => fireEvent.keyDown(window)],
    ['the mouse', () => fireEvent.mouseMove(document.body)],
    ['a scroll', () => fireEvent.scroll(window)],
    ['a touch', () => fireEvent.touchStart(document.body)],
  ])('starts again on activity (%s), also during the countdown', (_name, beActive) => {
    const { remaining, onActivity, onTimeout, wait } = renderInactivity();
    wait(10 * MINUTE);
    act(beActive);
    expect(onActivity).toHaveBeenCalledTimes(1);
    wait(TIMEOUT_MS - WARNING_MS - 1);
    expect(remaining()).toBeNull();

    wait(2 * MINUTE);
    expect(remaining()).not.toBeNull();
    act(beActive);
    expect(remaining()).toBeNull();

    wait(TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    wait(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nobody is signed in', () => {
    const { remaining, onTimeout, onActivity, wait } = renderInactivity(false);
    fireEvent.keyDown(window);
    wait(TIMEOUT_MS * 2);
    expect(remaining()).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
    expect(onActivity).not.toHaveBeenCalled();
  });

  it('stops every timer at sign-out, during the countdown too', () => {
    const { hook, remaining, onTimeout, wait } = renderInactivity();
    wait(TIMEOUT_MS - WARNING_MS);
    expect(remaining()).toBe(WARNING_MS);

    hook.rerender({ enabled: false });
    expect(remaining()).toBeNull();
    wait(TIMEOUT_MS);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ends at the first timer that runs after the end in a tab whose timers the browser held back', () => {
    const { onTimeout, wait } = renderInactivity();
    // The computer slept: the clock moved on past the end while no timer ran.
    jest.setSystemTime(Date.now() + TIMEOUT_MS + MINUTE);
    wait(TIMEOUT_MS - WARNING_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
