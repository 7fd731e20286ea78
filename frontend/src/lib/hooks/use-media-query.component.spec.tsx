import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useMediaQuery, usePrefersReducedMotion } from './use-media-query';

/** window.matchMedia (jsdom has none) over a set of queries that match, changed with `setMatching`. */
function fakeMatchMedia() {
  const matching = new Set<string>();
  const lists = new Map<string, EventTarget>();
  const list = (query: string) => {
    let target = lists.get(query);
    if (!target) {
      target = new EventTarget();
      lists.set(query, target);
    }
    return target;
  };
  window.matchMedia = (query: string) =>
    Object.assign(list(query), { media: query, matches: matching.has(query) }) as unknown as MediaQueryList;
  return {
    setMatching(query: string, matches: boolean) {
      if (matches) matching.add(query);
      else matching.delete(query);
      list(query).dispatchEvent(new Event('change'));
    },
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  let media: ReturnType<typeof fakeMatchMedia>;
  beforeEach(() => {
    media = fakeMatchMedia();
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('tells whether the query matches now and follows its changes', () => {
    const { result } = renderHook(() => useMediaQuery('(min-width: 64rem)'));
    expect(result.current).toBe(false);

    act(() => media.setMatching('(min-width: 64rem)', true));
    expect(result.current).toBe(true);

    act(() => media.setMatching('(min-width: 64rem)', false));
    expect(result.current).toBe(false);
  });

  it('reads the reduced-motion setting', () => {
    media.setMatching('(prefers-reduced-motion: reduce)', true);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
  });
});
