import { useTranslation } from 'react-i18next';
import { ENERGY_RATINGS } from '../utils/property-enums';
import { DraftSelect, DraftTextField, FormSection } from './property-form-context';
import styles from './admin-properties.module.css';

export function LegalSection() {
  const { t } = useTranslation('adminProperties');
  return (
    <FormSection id="section-legal" title={t('form.sections.legal')}>
      <div className={styles.grid2}>
        <DraftTextField
          path="reference"
          label={t('form.fields.reference')}
          hint={t('form.hints.reference')}
          autoComplete="off"
          transform={(value) => value.toUpperCase()}
          required
        />
        <DraftSelect
          path="energyRating"
          label={t('form.fields.energyRating')}
          required
          placeholder={t('form.choose')}
          options={ENERGY_RATINGS.map((value) => ({ value, label: value }))}
        />
      </div>
    </FormSection>
  );
}
