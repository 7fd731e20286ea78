import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { isPageHydrated } from './page-hydration';

/** How far below the screen a part starts loading: about a screen's scroll on a phone. */
const NEAR_THE_SCREEN = '600px 0px';
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * A part of a page whose code the browser downloads only when the visitor reaches it or reaches for it: it
 * nears the screen, or a pointer or the keyboard's focus enters it. The server renders it like any other
 * part, so the visitor reads it at once; until its code arrives the browser keeps the server's HTML as it is
 * (a dehydrated Suspense boundary), and what the visitor types there meanwhile is kept (the forms read it
 * when they hydrate). On a page the browser renders itself, after the first one, the code loads at once.
 *
 * For the heavy parts a first visit rarely uses at once: forms (their validation library and schemas), the
 * purchase-cost calculator, the viewing request. Their props must be plain data: a part waiting for its code
 * must not be updated (React would drop the server's HTML and show nothing until the code came), so the
 * part renders again only when its props change in value, not when its parent renders again.
 */
export function lazyWhenNeeded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let open = () => undefined as void;
  const wanted = new Promise<void>((resolve) => {
    open = resolve;
  });
  // The server waits for every part (entry-server.tsx renders once all is ready): nothing to wait for there.
  if (import.meta.env.SSR) open();
  const Part = lazy(async () => {
    await wanted;
    return { default: await load() };
  });

  function WhenNeeded(props: P) {
    const boundary = useRef<HTMLDivElement>(null);
    if (isPageHydrated()) open();
    useEffect(() => {
      const element = boundary.current;
      if (!element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: NEAR_THE_SCREEN },
      );
      observer.observe(element);
      for (const type of INTERACTIONS) element.addEventListener(type, open, { passive: true });
      return () => {
        observer.disconnect();
        for (const type of INTERACTIONS) element.removeEventListener(type, open);
      };
    }, []);
    return (
      <div ref={boundary}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(WhenNeeded, sameData);
}

function sameData(before: object, after: object): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}
