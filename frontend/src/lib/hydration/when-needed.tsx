import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { isPageHydrated } from './page-hydration';

/** How far below the screen a part starts loading: about a screen's scroll on a phone. */
const NEAR_THE_SCREEN = '600px 0px';
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** What a click acts on: the element that gets the same click again once the part has its code. */
const CLICKABLE = 'button, a[href], input, select, summary, label, [role="button"], [role="tab"]';

/**
 * A part of a page whose code the browser downloads only when the visitor reaches it or reaches for it: it
 * nears the screen, or a pointer or the keyboard's focus enters it. The server renders it like any other
 * part, so the visitor reads it at once; until its code arrives the browser keeps the server's HTML as it is
 * (a dehydrated Suspense boundary). What the visitor types there meanwhile is kept (the forms read it when
 * they hydrate), and a click or a form's submission in the meantime is held and given again once the part
 * has hydrated: nothing is lost, and a form is never sent by the browser itself.
 *
 * For the heavy parts a first visit rarely uses at once: forms (their validation library and schemas), the
 * purchase-cost calculator, the viewing request. Their props must be plain data: a part waiting for its code
 * must not be updated (React would drop the server's HTML and show nothing until the code came), so the
 * part renders again only when its props change in value, not when its parent renders again. On a page the
 * browser renders itself, after the first one, the code loads at once.
 */
export function lazyWhenNeeded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let open = () => undefined as void;
  const wanted = new Promise<void>((resolve) => {
    open = resolve;
  });
  // The server waits for every part (entry-server.tsx renders once all is ready): nothing to wait for there.
  if (typeof document === 'undefined') open();
  const Part = lazy(async () => {
    await wanted;
    const Loaded = await load();
    function Hydrated({ onHydrated, ...props }: P & { onHydrated: () => void }) {
      useEffect(onHydrated, [onHydrated]);
      return <Loaded {...(props as P)} />;
    }
    return { default: Hydrated };
  });

  function WhenNeeded(props: P) {
    const boundary = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const held = useRef<HTMLElement | null>(null);
    if (isPageHydrated()) open();

    // Stable for the part's effect: gives the held click or submission again, to the hydrated part.
    const onHydrated = useRef(() => {
      hydrated.current = true;
      const target = held.current;
      held.current = null;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target?.click();
    }).current;

    useEffect(() => {
      const element = boundary.current;
      if (!element) return undefined;
      // A browser that cannot tell when the part nears the screen loads it at once.
      if (typeof IntersectionObserver === 'undefined') {
        open();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: NEAR_THE_SCREEN },
      );
      observer.observe(element);
      // On the window, ahead of React: React stops a click aimed at a part it cannot hydrate yet.
      const within = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const reach = (event: Event) => {
        if (within(event)) open();
      };
      const hold = (event: Event) => {
        if (hydrated.current || !within(event)) return;
        open();
        const target =
          event.type === 'submit' ? event.target : (event.target as Element | null)?.closest(CLICKABLE);
        if (!(target instanceof HTMLElement)) return;
        event.preventDefault();
        event.stopPropagation();
        held.current = target;
      };
      for (const type of INTERACTIONS) window.addEventListener(type, reach, { capture: true, passive: true });
      window.addEventListener('click', hold, true);
      window.addEventListener('submit', hold, true);
      return () => {
        observer.disconnect();
        for (const type of INTERACTIONS) window.removeEventListener(type, reach, true);
        window.removeEventListener('click', hold, true);
        window.removeEventListener('submit', hold, true);
      };
    }, []);
    return (
      <div ref={boundary}>
        <Suspense fallback={null}>
          <Part {...props} onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  return memo(WhenNeeded, sameData);
}

function sameData(before: object, after: object): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}
