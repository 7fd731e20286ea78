import { useEffect, useRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids (from useId in the caller). */
  idBase: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

export function tabId(idBase: string, value: string) {
  return `${idBase}-tab-${value}`;
}

export function tabPanelId(idBase: string, value: string) {
  return `${idBase}-panel-${value}`;
}

/** Tabs with automatic activation: arrow keys, Home and End move between tabs and select them. */
export function Tabs<T extends string>({ label, idBase, items, value, onChange, className }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  // A tab list that scrolls sideways (the dashboard's on a phone) brings the selected tab into view.
  useEffect(() => {
    const list = listRef.current;
    const tab = document.getElementById(tabId(idBase, value));
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const bounds = list.getBoundingClientRect();
    const { left, right } = tab.getBoundingClientRect();
    if (left < bounds.left) list.scrollLeft -= bounds.left - left;
    else if (right > bounds.right) list.scrollLeft += right - bounds.right;
  }, [idBase, value]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    onChange(item.value);
    document.getElementById(tabId(idBase, item.value))?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={[styles.list, className].filter(Boolean).join(' ')}
      onKeyDown={handleKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={tabPanelId(idBase, item.value)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  idBase: string;
  value: string;
}

/** The panel of the selected tab. */
export function TabPanel({ idBase, value, className, ...rest }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      tabIndex={0}
      className={[styles.panel, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
