import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import { focusableIn } from './focusable';
import styles from './dropdown.module.css';

/** How long the panel stays open after the pointer leaves (spec: 300 ms). */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

export interface DropdownTriggerProps {
  id: string;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface DropdownProps {
  /** Renders the trigger button; spread the props onto a <button>. */
  trigger: (props: DropdownTriggerProps, open: boolean) => ReactNode;
  /** The panel's content: links or buttons (use `dropdownItemClass`). Activating one closes the panel. */
  children: ReactNode;
  /** Open while a mouse hovers the trigger or the panel. */
  openOnHover?: boolean;
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A disclosure dropdown: a button that shows a panel of links or actions. Enter, Space or ArrowDown
 * opens it (focus moves to the first item), ArrowUp/ArrowDown/Home/End move between items, Escape closes
 * it and returns focus to the button; with a mouse it opens on hover and closes 300 ms after leaving.
 */
export function Dropdown({
  trigger,
  children,
  openOnHover = false,
  align = 'start',
  className,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const triggerId = useId();
  const panelId = useId();

  const cancelClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };

  const close = useCallback(
    (returnFocus: boolean) => {
      window.clearTimeout(closeTimer.current);
      setOpen(false);
      openedByHover.current = false;
      if (returnFocus) document.getElementById(triggerId)?.focus();
    },
    [triggerId],
  );

  // Focus the first or last item once the panel is rendered after a keyboard opening.
  useEffect(() => {
    if (!open || !focusOnOpen.current || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const target = focusOnOpen.current === 'first' ? items[0] : items[items.length - 1];
    focusOnOpen.current = null;
    target?.focus();
  }, [open]);

  // A press anywhere outside closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openWithKeyboard = (focus: 'first' | 'last') => {
    cancelClose();
    openedByHover.current = false;
    if (open && panelRef.current) {
      const items = focusableIn(panelRef.current);
      (focus === 'first' ? items[0] : items[items.length - 1])?.focus();
      return;
    }
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const triggerProps: DropdownTriggerProps = {
    id: triggerId,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: (event) => {
      cancelClose();
      const byKeyboard = event.detail === 0;
      if (open && openedByHover.current && !byKeyboard) {
        // The pointer opened it on hover: this click pins it open instead of closing it.
        openedByHover.current = false;
        return;
      }
      if (open) {
        close(false);
      } else if (byKeyboard) {
        openWithKeyboard('first');
      } else {
        setOpen(true);
      }
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        openWithKeyboard('first');
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        openWithKeyboard('last');
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close(true);
      }
    },
  };

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
  };

  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) close(false);
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && rootRef.current && !rootRef.current.contains(next)) close(false);
  };

  const handlePointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };

  const handlePointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (!openOnHover || event.pointerType !== 'mouse' || !open) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => close(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onBlur={handleBlur}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
    >
      <TriggerSlot render={trigger} props={triggerProps} open={open} />
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          className={[styles.panel, styles[align]].join(' ')}
          onKeyDown={handlePanelKeyDown}
          onClick={handlePanelClick}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

function TriggerSlot({
  render,
  props,
  open,
}: {
  render: DropdownProps['trigger'];
  props: DropdownTriggerProps;
  open: boolean;
}) {
  return <>{render(props, open)}</>;
}

/** Class of a link or button inside a dropdown panel. */
export const dropdownItemClass = styles.item;
