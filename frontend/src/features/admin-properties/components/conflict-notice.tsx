import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import styles from './admin-properties.module.css';

/**
 * Someone else saved the property after this form loaded it: nothing was overwritten. Reloading shows
 * their version (and drops the changes made here, which the person can then make again).
 */
export function ConflictNotice({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  const { t } = useTranslation('adminProperties');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.conflict}>
      <AlertIcon size={24} />
      <div className={styles.grow}>
        <h2 className={styles.noticeTitle}>{t('conflict.title')}</h2>
        <p>{t('conflict.message')}</p>
      </div>
      <Button onClick={onReload} disabled={reloading}>
        {reloading ? t('conflict.reloading') : t('conflict.reload')}
      </Button>
    </div>
  );
}
