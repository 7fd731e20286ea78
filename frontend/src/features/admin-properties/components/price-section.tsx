import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format/format';
import { typedNumber } from '../../../lib/forms/draft-values';
import type { PropertyDraft } from '../utils/property-draft';
import { DraftNumberField, FormSection } from './property-form-context';
import styles from './admin-properties.module.css';

export function PriceSection() {
  const { t } = useTranslation('adminProperties');
  const [saleText, sizeText] = useWatch<PropertyDraft, ['price.saleEur', 'specifications.sizeBuiltM2']>({
    name: ['price.saleEur', 'specifications.sizeBuiltM2'],
  });
  const sale = typedNumber(saleText) ?? 0;
  const size = typedNumber(sizeText) ?? 0;
  const perM2 = sale > 0 && size > 0 ? Math.round(sale / size) : null;
  return (
    <FormSection id="section-price" title={t('form.sections.price')} description={t('form.leads.price')}>
      <div className={styles.grid3}>
        <DraftNumberField path="price.saleEur" label={t('form.fields.price.saleEur')} required />
        <DraftNumberField path="price.communityFeesEur" label={t('form.fields.price.communityFeesEur')} />
        <DraftNumberField path="price.propertyTaxEur" label={t('form.fields.price.propertyTaxEur')} />
      </div>
      <p className={styles.muted} aria-live="polite">
        {sale > 0 ? t('form.pricePreview', { price: formatPrice(sale) }) : null}
        {perM2 !== null ? ` · ${t('form.pricePerM2', { price: formatPrice(perM2) })}` : null}
      </p>
    </FormSection>
  );
}
