import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChevronDownIcon, CloseIcon } from '../../../components/ui/icons';
import styles from './admin-properties.module.css';

export interface RowControlsProps {
  index: number;
  count: number;
  /** What the row is, for the buttons' accessible names ("Imagen 2"). */
  name: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Move up, move down and remove buttons of a row in an ordered list. */
export function RowControls({ index, count, name, onMove, onRemove }: RowControlsProps) {
  const { t } = useTranslation('adminProperties');
  return (
    <div className={styles.rowControls}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('rows.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ChevronDownIcon className={styles.flipped} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('rows.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ChevronDownIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('rows.remove', { name })}
        onClick={() => onRemove(index)}
      >
        <CloseIcon />
      </Button>
    </div>
  );
}
