import { Button } from './button';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages the list fills. */
  pages: number;
  /** Accessible name of the navigation, e.g. "Result pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Where the list stands, e.g. "Page 2 of 5". */
  positionLabel: string;
  onPageChange: (page: number) => void;
}

/** Previous and next buttons around the position in a paged list; nothing while one page holds it all. */
export function Pagination({
  page,
  pages,
  label,
  previousLabel,
  nextLabel,
  positionLabel,
  onPageChange,
}: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {previousLabel}
      </Button>
      <span>{positionLabel}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}

/** How many pages `total` items fill at `pageSize` a page: at least one, so an empty list is on page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
