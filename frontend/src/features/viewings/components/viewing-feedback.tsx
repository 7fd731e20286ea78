import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import type { AdminViewing, ViewingInterest } from '../../../lib/api/types';
import { useLanguage } from '../../../lib/i18n/localize';
import { madridDateTime } from '../../../widgets/viewings/viewing-format';
import styles from './admin-viewings.module.css';

export const VIEWING_INTERESTS: readonly ViewingInterest[] = [
  'very_interested',
  'interested',
  'undecided',
  'not_interested',
];
const REMARKS_MAX = 2000;

interface ViewingFeedbackProps {
  feedback: AdminViewing['feedback'];
  pending: boolean;
  /** Field errors of the last attempt, by field name. */
  errors: Record<string, string>;
  onSave: (interest: ViewingInterest, remarks: string) => void;
}

/**
 * After the visit: the buyer's interest and remarks as the agent tells them (for the agency and, without the
 * buyer's name, for the seller). Shown once recorded, with a way to correct it.
 */
export function ViewingFeedback({ feedback, pending, errors, onSave }: ViewingFeedbackProps) {
  const { t } = useTranslation('viewings');
  const language = useLanguage();
  const [editing, setEditing] = useState(feedback === null);
  const [interest, setInterest] = useState<ViewingInterest | ''>(feedback?.interest ?? '');
  const [remarks, setRemarks] = useState(feedback?.remarks ?? '');
  const [missing, setMissing] = useState(false);

  if (!editing && feedback) {
    return (
      <section className={styles.panelForm} aria-labelledby="viewing-feedback-heading">
        <h3 id="viewing-feedback-heading" className={styles.subheading}>
          {t('admin.feedback.heading')}
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t('admin.feedback.interest')}</dt>
            <dd>{t(`admin.feedback.levels.${feedback.interest}`)}</dd>
          </div>
          {feedback.remarks ? (
            <div>
              <dt>{t('admin.feedback.remarks')}</dt>
              <dd className={styles.message}>{feedback.remarks}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('admin.feedback.recordedAt')}</dt>
            <dd>{t('madridTime', { time: madridDateTime(feedback.recordedAt, language) })}</dd>
          </div>
        </dl>
        <div>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('admin.feedback.edit')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className={styles.panelForm}
      noValidate
      aria-labelledby="viewing-feedback-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(interest === '');
        if (interest !== '') onSave(interest, remarks.trim());
      }}
    >
      <h3 id="viewing-feedback-heading" className={styles.subheading}>
        {t('admin.feedback.heading')}
      </h3>
      <p>{t('admin.feedback.lead')}</p>
      <SelectField
        label={t('admin.feedback.interest')}
        name="interest"
        required
        value={interest}
        error={missing ? t('errors.required') : errors.interest}
        onChange={(event) => setInterest(event.target.value as ViewingInterest)}
      >
        <option value="" disabled>
          {t('admin.feedback.choose')}
        </option>
        {VIEWING_INTERESTS.map((level) => (
          <option key={level} value={level}>
            {t(`admin.feedback.levels.${level}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('admin.feedback.remarks')}
        optionalLabel={t('request.optional')}
        hint={t('admin.feedback.remarksHint')}
        name="remarks"
        rows={4}
        maxLength={REMARKS_MAX}
        value={remarks}
        error={errors.remarks}
        onChange={(event) => setRemarks(event.target.value)}
      />
      <Button type="submit" disabled={pending}>
        {t('admin.feedback.save')}
      </Button>
    </form>
  );
}
