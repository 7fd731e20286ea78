import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/form-field';
import type { Experience, ExperienceType } from '../../../lib/api/types';
import { experienceDraft, toExperienceDetails } from '../utils/offering-draft';
import { validateExperienceDraft } from '../utils/offering-validation';
import { LocalizedTextField } from './localized-text-field';
import type { OfferingFormSlot } from './offering-editor';
import { OfferingForm } from './offering-form';
import styles from './offerings.module.css';

const TYPES: readonly ExperienceType[] = ['basic', 'vip'];

/** An experience's form: its duration, its type (basic or VIP) and its price. */
export function ExperienceForm(slot: OfferingFormSlot<Experience>) {
  const { t } = useTranslation('adminOfferings');
  return (
    <OfferingForm
      kind="experiences"
      {...slot}
      toDraft={experienceDraft}
      validate={validateExperienceDraft}
      toDetails={toExperienceDetails}
      moreContent={({ draft, update, errorFor }) => (
        <LocalizedTextField
          legend={t('fields.duration')}
          hint={t('fields.durationHint')}
          path="duration"
          value={draft.duration}
          errorFor={errorFor}
          onChange={(duration) => update((current) => ({ ...current, duration }))}
        />
      )}
      priceTitle={t('form.priceAndType')}
      priceFields={({ draft, update, errorFor }) => (
        <div className={styles.twoColumns}>
          <SelectField
            label={t('fields.type')}
            required
            value={draft.type}
            onChange={(event) =>
              update((current) => ({ ...current, type: event.target.value as ExperienceType }))
            }
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`experiences.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('fields.price')}
            hint={t('fields.priceHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={draft.priceEur}
            error={errorFor('priceEur')}
            onChange={(event) => update((current) => ({ ...current, priceEur: event.target.value }))}
          />
        </div>
      )}
    />
  );
}
