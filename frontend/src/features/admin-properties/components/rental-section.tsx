import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PropertyDraft } from '../utils/property-draft';
import { DraftCheckbox, DraftNumberField, FormSection } from './property-form-context';
import styles from './admin-properties.module.css';
import type { Catalogue } from '../../../lib/i18n/catalogue';

export function RentalSection() {
  const { t } = useTranslation('adminProperties');
  const enabled = useWatch<PropertyDraft, 'hasRentalPotential'>({ name: 'hasRentalPotential' });
  const label = (field: keyof Catalogue<'adminProperties'>['form']['fields']['rental']) =>
    t(`form.fields.rental.${field}`);
  return (
    <FormSection id="section-rental" title={t('form.sections.rental')} description={t('form.leads.rental')}>
      <DraftCheckbox path="hasRentalPotential" label={label('enabled')} />
      {enabled ? (
        <>
          <div className={styles.grid2}>
            <DraftNumberField
              path="rentalPotential.monthlyRentEur"
              label={label('monthlyRentEur')}
              required
            />
            <DraftNumberField
              path="rentalPotential.annualYieldPct"
              label={label('annualYieldPct')}
              required
            />
          </div>
          <DraftCheckbox path="rentalPotential.touristLicense" label={label('touristLicense')} />
          <DraftCheckbox path="rentalPotential.managementService" label={label('managementService')} />
        </>
      ) : null}
    </FormSection>
  );
}
