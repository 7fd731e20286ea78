import { Controller, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageLabel } from '../../../lib/i18n/language-names';
import { useLanguage } from '../../../lib/i18n/localize';
import { useFieldErrorText } from '../utils/field-error-text';
import type { PropertyDraft } from '../utils/property-draft';
import { AGENT_LANGUAGES } from '../utils/property-enums';
import { CheckboxGroup } from './checkbox-group';
import { DraftTextField, FormSection } from './property-form-context';
import styles from './admin-properties.module.css';
import type { Catalogue } from '../../../lib/i18n/catalogue';

export function AgentSection() {
  const { t } = useTranslation('adminProperties');
  const { errors } = useFormState<PropertyDraft>({ name: 'agent.languages' });
  const errorText = useFieldErrorText();
  const language = useLanguage();
  const label = (field: keyof Catalogue<'adminProperties'>['form']['fields']['agent']) =>
    t(`form.fields.agent.${field}`);
  return (
    <FormSection id="section-agent" title={t('form.sections.agent')}>
      <div className={styles.grid2}>
        <DraftTextField path="agent.name" label={label('name')} autoComplete="off" required />
        <DraftTextField path="agent.title.es" label={label('title')} required />
        <DraftTextField path="agent.phone" label={label('phone')} type="tel" autoComplete="off" required />
        <DraftTextField path="agent.email" label={label('email')} type="email" autoComplete="off" required />
      </div>
      <Controller<PropertyDraft, 'agent.languages'>
        name="agent.languages"
        render={({ field }) => (
          <CheckboxGroup
            legend={label('languages')}
            idBase="property-agent-languages"
            options={AGENT_LANGUAGES.map((value) => ({ value, label: languageLabel(value, language) }))}
            selected={field.value}
            onChange={field.onChange}
            error={errorText(errors, 'agent.languages')}
          />
        )}
      />
    </FormSection>
  );
}
