import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './differences-switch.module.css';

export interface DifferencesSwitchProps {
  checked: boolean;
  /** Fewer than two properties: there are no differences to show. */
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** "Show only the differences": a switch (a checkbox announced as one) with its hint when it cannot act. */
export function DifferencesSwitch({ checked, disabled, onChange }: DifferencesSwitchProps) {
  const { t } = useTranslation('compare');
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={checked}
          disabled={disabled}
          aria-describedby={disabled ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={styles.track} aria-hidden="true" />
        {t('onlyDifferences')}
      </label>
      {disabled ? (
        <p id={hintId} className={styles.hint}>
          {t('needsTwo')}
        </p>
      ) : null}
    </div>
  );
}
