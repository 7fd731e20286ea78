import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
// Testing Library's act: it tells React that this is a test environment.
import { act } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyWhenNeeded } from './when-needed';

/** A part with a button and a form, and what it did. */
function Booking({ title, onBook }: { title: string; onBook: (what: string) => void }) {
  const [count, setCount] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onBook('submitted');
      }}
    >
      <h2>{title}</h2>
      <button
        type="button"
        onClick={() => {
          setCount((value) => value + 1);
          onBook('clicked');
        }}
      >
        {`Clicked ${count}`}
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const booked = jest.fn<(what: string) => void>();

/** jsdom has no IntersectionObserver: this one tells its observers when a test says the part nears the screen. */
const observers: IntersectionObserverCallback[] = [];
class TestIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push(callback);
  }
  observe(): void {}
  disconnect(): void {}
}
function partNearsTheScreen(): void {
  for (const callback of observers) {
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}
beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** What the server renders of `lazyWhenNeeded(Booking)`: the part in its wrapper and Suspense boundary. */
function serverHtml(): string {
  return renderToString(
    <div>
      <Suspense fallback={null}>
        <Booking title="Villa" onBook={booked} />
      </Suspense>
    </div>,
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  booked.mockReset();
  observers.length = 0;
});

async function hydrated(load: () => Promise<typeof Booking>): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  const Part = lazyWhenNeeded(load);
  await act(async () => {
    root = hydrateRoot(container, <Part title="Villa" onBook={booked} />);
  });
  return container;
}

describe('lazyWhenNeeded: a part whose code loads when the visitor reaches for it', () => {
  it("keeps the server's HTML and loads nothing until the visitor reaches the part", async () => {
    const load = jest.fn(() => Promise.resolve(Booking));
    const container = await hydrated(load);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('h2')?.textContent).toBe('Villa');
    expect(container.querySelector('button')?.textContent).toBe('Clicked 0');
  });

  it('loads its code when it nears the screen, and hydrates the same elements', async () => {
    const load = jest.fn(() => Promise.resolve(Booking));
    const container = await hydrated(load);
    const button = container.querySelector('button')!;
    await act(async () => partNearsTheScreen());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => button.click());
    expect(container.querySelector('button')).toBe(button);
    expect(booked.mock.calls).toEqual([['clicked']]);
  });

  it('holds a click made before its code came and gives it again once hydrated: counted once', async () => {
    const load = jest.fn(() => Promise.resolve(Booking));
    const container = await hydrated(load);
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(booked.mock.calls).toEqual([['clicked']]);
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Clicked 1');
  });

  it('never lets the browser send a form itself: a submission before hydration is sent by the part', async () => {
    const container = await hydrated(() => Promise.resolve(Booking));
    const form = container.querySelector('form')!;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      form.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(booked.mock.calls).toEqual([['submitted']]);
  });

  it('lets clicks through untouched once the part has hydrated', async () => {
    const container = await hydrated(() => Promise.resolve(Booking));
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await act(async () => {
      button.click();
    });
    expect(booked.mock.calls).toEqual([['clicked']]);
    expect(button.textContent).toBe('Clicked 1');
  });
});
