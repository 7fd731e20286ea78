import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import styles from './offerings.module.css';

export interface OfferingColumn {
  key: string;
  label: string;
}

export interface OfferingRow {
  id: string;
  title: string;
  image: { url: string; alt: string };
  /** The content of each extra column, by column key. */
  cells: Record<string, ReactNode>;
  editTo: string;
  /** Present for owners only: opens the delete confirmation. */
  onDelete?: () => void;
}

export interface OfferingTableProps {
  caption: string;
  columns: OfferingColumn[];
  rows: OfferingRow[];
  busy: boolean;
}

/** The back-office list: a table from tablets up, stacked cards on phones. */
export function OfferingTable({ caption, columns, rows, busy }: OfferingTableProps) {
  const { t } = useTranslation('adminOfferings');
  const wide = useMediaQuery('(min-width: 48rem)');
  const captionId = useId();

  const actions = (row: OfferingRow) => (
    <div className={styles.actions}>
      <Link
        to={row.editTo}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={t('list.editLabel', { title: row.title })}
      >
        {t('list.edit')}
      </Link>
      {row.onDelete ? (
        <Button
          variant="danger"
          size="sm"
          aria-label={t('list.deleteLabel', { title: row.title })}
          onClick={row.onDelete}
        >
          {t('list.delete')}
        </Button>
      ) : null}
    </div>
  );

  if (!wide) {
    return (
      <ul className={styles.cards} aria-label={caption} aria-busy={busy}>
        {rows.map((row) => (
          <li key={row.id} className={styles.card} data-offering-id={row.id}>
            <FallbackImage className={styles.thumb} src={row.image.url} alt={row.image.alt} />
            <div>
              <h3 className={styles.itemTitle}>{row.title}</h3>
              <dl className={styles.cardFacts}>
                {columns.map((column) => (
                  <div key={column.key}>
                    <dt>{column.label}</dt>
                    <dd>{row.cells[column.key]}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {actions(row)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={busy}>
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('list.columns.image')}</th>
            <th scope="col">{t('list.columns.title')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">{t('list.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-offering-id={row.id}>
              <td>
                <FallbackImage className={styles.thumb} src={row.image.url} alt={row.image.alt} />
              </td>
              <th scope="row">
                <span className={styles.itemTitle}>{row.title}</span>
              </th>
              {columns.map((column) => (
                <td key={column.key}>{row.cells[column.key]}</td>
              ))}
              <td>{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
