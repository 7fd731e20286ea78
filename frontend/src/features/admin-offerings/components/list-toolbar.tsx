import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import styles from './offerings.module.css';

export interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  newTo: string;
  newLabel: string;
  /** An extra filter between the search and the action. */
  filter?: ReactNode;
}

export function ListToolbar({
  search,
  onSearch,
  searchPlaceholder,
  newTo,
  newLabel,
  filter,
}: ListToolbarProps) {
  const { t } = useTranslation('adminOfferings');
  return (
    <div className={[styles.toolbar, filter && styles.withFilter].filter(Boolean).join(' ')}>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('list.search')}
          name="q"
          type="search"
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </form>
      {filter}
      <Link to={newTo} className={buttonClass({ variant: 'primary' })}>
        {newLabel}
      </Link>
    </div>
  );
}
