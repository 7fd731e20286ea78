import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { Experience, ExperienceType } from '../../../lib/api/types';
import { useLocalize } from '../../../lib/i18n/localize';
import { useSaveExperience } from '../api/save-experience';
import { experienceDraft, toExperienceDetails } from '../utils/offering-draft';
import { validateExperienceDraft } from '../utils/offering-validation';
import { useOfferingForm } from '../utils/use-offering-form';
import { FormAlerts } from './form-alerts';
import { ImagePicker } from './image-picker';
import { LocalizedTextField } from './localized-text-field';
import styles from './offerings.module.css';

const TYPES: readonly ExperienceType[] = ['basic', 'vip'];

export interface ExperienceFormProps {
  /** The experience as loaded (its version is the one the save expects); absent for a new one. */
  experience?: Experience;
  onReload?: () => void;
  reloading?: boolean;
}

export function ExperienceForm({ experience, onReload, reloading = false }: ExperienceFormProps) {
  const { t } = useTranslation('adminOfferings');
  const localize = useLocalize();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveExperience();
  const { formRef, draft, update, errorFor, check, showFailure, conflict, formError } = useOfferingForm(
    () => experienceDraft(experience),
    validateExperienceDraft,
  );

  const submit = () => {
    if (!check()) return;
    const details = toExperienceDetails(draft);
    save.mutate(
      { details, existing: experience ? { id: experience.id, version: experience.version } : undefined },
      {
        onSuccess: () => {
          const title = localize(details.title);
          toast.show(t(experience ? 'experiences.saved' : 'experiences.created', { title }), 'success');
          void navigate('/admin/experiences');
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
      <section className={styles.panel} aria-labelledby="experience-content">
        <h2 id="experience-content">{t('form.content')}</h2>
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
        <LocalizedTextField
          legend={t('fields.duration')}
          hint={t('fields.durationHint')}
          path="duration"
          value={draft.duration}
          errorFor={errorFor}
          onChange={(duration) => update((current) => ({ ...current, duration }))}
        />
      </section>

      <section className={styles.panel} aria-labelledby="experience-price">
        <h2 id="experience-price">{t('form.priceAndType')}</h2>
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
      </section>

      <section className={styles.panel} aria-labelledby="experience-image">
        <h2 id="experience-image">{t('form.image')}</h2>
        <ImagePicker
          value={draft.image}
          errorFor={errorFor}
          onChange={(image) => update((current) => ({ ...current, image }))}
        />
      </section>

      <FormAlerts
        conflict={conflict}
        formError={formError}
        onReload={() => onReload?.()}
        reloading={reloading}
      />
      <div className={styles.formActions}>
        <Link to="/admin/experiences" className={buttonClass({ variant: 'secondary' })}>
          {t('form.cancel')}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : experience ? t('form.save') : t('experiences.create')}
        </Button>
      </div>
    </form>
  );
}
