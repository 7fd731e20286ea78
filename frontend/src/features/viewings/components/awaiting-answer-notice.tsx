import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './admin-viewings.module.css';

export interface AwaitingAnswerNoticeProps {
  /** Requests nobody has answered yet. */
  count: number;
  /** Shows them all: the list of requests awaiting an answer. */
  onShowAll: () => void;
  /** Opens the week of the next of them. */
  onShowNextWeek: () => void;
}

/** How many viewing requests wait for the agency's answer, with the ways to reach them. */
export function AwaitingAnswerNotice({ count, onShowAll, onShowNextWeek }: AwaitingAnswerNoticeProps) {
  const { t } = useTranslation('viewings');
  if (count === 0) return null;
  return (
    <div className={styles.awaiting} role="status">
      <p className={styles.awaitingText}>{t('admin.awaiting.count', { count })}</p>
      <div className={styles.actionRow}>
        <Button size="sm" onClick={onShowAll}>
          {t('admin.awaiting.showAll')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onShowNextWeek}>
          {t('admin.awaiting.nextWeek')}
        </Button>
      </div>
    </div>
  );
}
