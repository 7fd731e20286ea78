import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { Service } from '../../../lib/api/types';
import { useLocalize } from '../../../lib/i18n/localize';
import { useSaveService } from '../api/save-service';
import { serviceDraft, toServiceDetails } from '../utils/offering-draft';
import { validateServiceDraft } from '../utils/offering-validation';
import { useOfferingForm } from '../utils/use-offering-form';
import { FormAlerts } from './form-alerts';
import { HighlightsEditor } from './highlights-editor';
import { ImagePicker } from './image-picker';
import { LocalizedTextField } from './localized-text-field';
import styles from './offerings.module.css';

export interface ServiceFormProps {
  /** The service as loaded (its version is the one the save expects); absent for a new one. */
  service?: Service;
  onReload?: () => void;
  reloading?: boolean;
}

export function ServiceForm({ service, onReload, reloading = false }: ServiceFormProps) {
  const { t } = useTranslation('adminOfferings');
  const localize = useLocalize();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveService();
  const { formRef, draft, update, errorFor, check, showFailure, conflict, formError } = useOfferingForm(
    () => serviceDraft(service),
    validateServiceDraft,
  );

  const submit = () => {
    if (!check()) return;
    const details = toServiceDetails(draft);
    save.mutate(
      { details, existing: service ? { id: service.id, version: service.version } : undefined },
      {
        onSuccess: () => {
          const title = localize(details.title);
          toast.show(t(service ? 'services.saved' : 'services.created', { title }), 'success');
          void navigate('/admin/services');
        },
        onError: showFailure,
      },
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.panel} aria-labelledby="service-content">
        <h2 id="service-content">{t('form.content')}</h2>
        <p className={styles.panelLead}>{t('form.contentLead')}</p>
        <LocalizedTextField
          legend={t('fields.title')}
          path="title"
          value={draft.title}
          errorFor={errorFor}
          onChange={(title) => update((current) => ({ ...current, title }))}
        />
        <LocalizedTextField
          legend={t('fields.description')}
          path="description"
          multiline
          value={draft.description}
          errorFor={errorFor}
          onChange={(description) => update((current) => ({ ...current, description }))}
        />
      </section>

      <section className={styles.panel} aria-labelledby="service-price">
        <h2 id="service-price">{t('form.priceAndCategory')}</h2>
        <TextField
          className={styles.priceInput}
          label={t('fields.priceFrom')}
          hint={t('fields.priceFromHint')}
          required
          inputMode="numeric"
          autoComplete="off"
          value={draft.priceFromEur}
          error={errorFor('priceFromEur')}
          onChange={(event) => update((current) => ({ ...current, priceFromEur: event.target.value }))}
        />
        <CheckboxField
          label={t('fields.premium')}
          checked={draft.premium}
          onChange={(event) => update((current) => ({ ...current, premium: event.target.checked }))}
        />
      </section>

      <section className={styles.panel} aria-labelledby="service-image">
        <h2 id="service-image">{t('form.image')}</h2>
        <ImagePicker
          value={draft.image}
          errorFor={errorFor}
          onChange={(image) => update((current) => ({ ...current, image }))}
        />
      </section>

      <section className={styles.panel} aria-labelledby="service-highlights">
        <h2 id="service-highlights">{t('highlights.title')}</h2>
        <p className={styles.panelLead}>{t('highlights.lead')}</p>
        <HighlightsEditor
          value={draft.highlights}
          errorFor={errorFor}
          onChange={(highlights) => update((current) => ({ ...current, highlights }))}
        />
      </section>

      <FormAlerts
        conflict={conflict}
        formError={formError}
        onReload={() => onReload?.()}
        reloading={reloading}
      />
      <div className={styles.formActions}>
        <Link to="/admin/services" className={buttonClass({ variant: 'secondary' })}>
          {t('form.cancel')}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : service ? t('form.save') : t('services.create')}
        </Button>
      </div>
    </form>
  );
}
