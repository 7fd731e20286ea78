import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedSearch } from './use-debounced-search';

const DELAY_MS = 300;

function renderSearch(applied = '') {
  const apply = jest.fn<(text: string) => void>();
  const hook = renderHook(({ applied }) => useDebouncedSearch(applied, apply), { initialProps: { applied } });
  const type = (text: string) => act(() => hook.result.current[1](text));
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { apply, hook, type, wait, box: () => hook.result.current[0] };
}

describe('useDebouncedSearch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts from the search in force and applies nothing by itself', () => {
    const { apply, box, wait } = renderSearch('villa');
    wait(DELAY_MS * 2);
    expect(box()).toBe('villa');
    expect(apply).not.toHaveBeenCalled();
  });

  it('applies once, when typing pauses, the trimmed text', () => {
    const { apply, type, wait } = renderSearch();
    type('v');
    wait(DELAY_MS - 1);
    type('vil');
    wait(DELAY_MS - 1);
    type(' villa ');
    wait(DELAY_MS - 1);
    expect(apply).not.toHaveBeenCalled();

    wait(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('villa');
  });

  it('applies nothing when the text comes back to the search in force', () => {
    const { apply, type, wait } = renderSearch('villa');
    type('villas');
    wait(DELAY_MS - 1);
    type('villa ');
    wait(DELAY_MS * 2);
    expect(apply).not.toHaveBeenCalled();
  });

  it('calls the apply of the latest render, so a filter chosen while the search waits is kept', () => {
    const first = jest.fn<(text: string) => void>();
    const latest = jest.fn<(text: string) => void>();
    const hook = renderHook(({ apply }) => useDebouncedSearch('', apply), { initialProps: { apply: first } });

    act(() => hook.result.current[1]('villa'));
    hook.rerender({ apply: latest });
    act(() => jest.advanceTimersByTime(DELAY_MS));

    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('villa');
  });

  it('follows the search in force when it changes from elsewhere (the back button, a removed chip)', () => {
    const { apply, hook, box, wait } = renderSearch('villa');
    hook.rerender({ applied: 'ático' });
    expect(box()).toBe('ático');
    hook.rerender({ applied: '' });
    expect(box()).toBe('');
    wait(DELAY_MS * 2);
    expect(apply).not.toHaveBeenCalled();
  });

  it('keeps a trailing space being typed once its search is applied', () => {
    const { apply, hook, box, type, wait } = renderSearch();
    type('villa');
    wait(DELAY_MS);
    expect(apply).toHaveBeenCalledWith('villa');

    type('villa ');
    hook.rerender({ applied: 'villa' });

    expect(box()).toBe('villa ');
    wait(DELAY_MS * 2);
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
