import { useEffect, useRef } from 'react';
import { Button } from './button';
import { AlertIcon } from './icons';
import styles from './conflict-notice.module.css';

export interface ConflictNoticeTexts {
  title: string;
  message: string;
  reload: string;
  reloading: string;
}

/**
 * Someone else saved what this form loaded: nothing was overwritten. Reloading shows their version (and drops
 * the edits made here, which the person can then make again). Focused when it appears, so it is read out.
 */
export function ConflictNotice({
  texts,
  reloading,
  onReload,
}: {
  texts: ConflictNoticeTexts;
  reloading: boolean;
  onReload: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.conflict}>
      <AlertIcon size={24} />
      <div className={styles.text}>
        <h2 className={styles.title}>{texts.title}</h2>
        <p>{texts.message}</p>
      </div>
      <Button onClick={onReload} disabled={reloading}>
        {reloading ? texts.reloading : texts.reload}
      </Button>
    </div>
  );
}
