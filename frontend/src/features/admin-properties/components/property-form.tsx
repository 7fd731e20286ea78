import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { Button, buttonClass } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { AdminPropertyDetail, PropertyStatus } from '../../../lib/api/types';
import { useSession } from '../../../lib/auth/session';
import { useFocusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { errorPaths } from '../../../lib/forms/rule-errors';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { isLanguage } from '../../../lib/i18n/languages';
import type { Language } from '../../../lib/i18n/languages';
import { useLocalize } from '../../../lib/i18n/localize';
import { useChangePropertyStatus } from '../api/change-property-status';
import { useCreateProperty } from '../api/create-property';
import { useReviseProperty } from '../api/revise-property';
import { useMarkPropertyTranslationReviewed } from '../api/mark-translation-reviewed';
import { usePropertyErrors } from '../utils/field-error-text';
import { draftFromProperty, emptyDraft, propertyFormSchema } from '../utils/property-draft';
import { PUBLIC_STATUSES } from '../utils/property-status';
import { useLeaveGuard } from '../../../lib/hooks/use-leave-guard';
import { TranslationStatusContext } from '../../../widgets/catalogue-translations/translation-status';
import { AgentSection } from './agent-section';
import { BasicsSection } from './basics-section';
import { FeaturesSection } from './features-section';
import { GallerySection } from './gallery-section';
import { LegalSection } from './legal-section';
import { LocationSection } from './location-section';
import { PriceSection } from './price-section';
import { RentalSection } from './rental-section';
import { SpecificationsSection } from './specifications-section';
import { StatusPanel } from './status-panel';
import { TRANSLATION_LANGUAGES, TranslationsSection } from './translations-section';
import styles from './admin-properties.module.css';

const SECTIONS = [
  'basics',
  'specifications',
  'features',
  'location',
  'price',
  'gallery',
  'agent',
  'legal',
  'rental',
  'translations',
] as const;

export interface PropertyFormProps {
  /** The stored property to edit; none for a new one. */
  property?: AdminPropertyDetail;
  /** Loads the latest version after a conflict (the form is then shown again with it). */
  onReload?: () => void;
  reloading?: boolean;
}

/**
 * The whole property in one form, section by section. It checks the API's rules before sending, shows
 * the API's own field errors next to the same fields, and never overwrites a newer version (409).
 */
export function PropertyForm({ property, onReload, reloading = false }: PropertyFormProps) {
  const { t } = useTranslation(['adminProperties', 'common']);
  const localize = useLocalize();
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const create = useCreateProperty();
  const revise = useReviseProperty();
  const changeStatus = useChangePropertyStatus();
  const markReviewed = useMarkPropertyTranslationReviewed();

  const form = useContractForm(propertyFormSchema, {
    defaultValues: property
      ? draftFromProperty(property)
      : emptyDraft({
          agentName: session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : '',
          agentEmail: session.user?.email,
        }),
    shouldFocusError: false,
  });
  const { placeServerErrors } = usePropertyErrors();
  const [version, setVersion] = useState(property?.version ?? 0);
  const [status, setStatus] = useState<PropertyStatus | null>(property?.status ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [translationLanguage, setTranslationLanguage] = useState<Language>(TRANSLATION_LANGUAGES[0]);

  const dirty = form.formState.isDirty;
  const saving = create.isPending || revise.isPending;

  useLeaveGuard(dirty && !saving, t('adminProperties:form.leaveConfirm'));

  const { formRef, focusFirstInvalid } = useFocusFirstInvalid(form.formState);

  /** Shows the fields in error: when all are translations in other tabs, the first one's tab. */
  const reveal = (paths: string[]) => {
    const languages = paths.map((path) => path.split('.').pop());
    const hidden = (language: string | undefined) =>
      isLanguage(language) && language !== 'es' && language !== translationLanguage;
    const first = languages[0];
    if (languages.every(hidden) && isLanguage(first)) setTranslationLanguage(first);
    focusFirstInvalid();
  };

  const refused = (error: unknown) => {
    if (isApiError(error) && error.code === 'version_conflict') {
      setConflict(true);
      return;
    }
    const paths = placeServerErrors(form, error, 'details.');
    if (paths.length) {
      setFormError(t('adminProperties:form.errors.rejected'));
      reveal(paths);
      return;
    }
    const description = describeApiError(error);
    setFormError(description.apiMessage ?? t(`common:${description.key}`));
  };

  const save = (createAs: 'draft' | 'active') =>
    form.handleSubmit(
      (details) => {
        setFormError(null);
        const snapshot = form.getValues();
        // The form now holds what was saved: nothing left to lose by leaving.
        const saved = () => form.reset(snapshot, { keepValues: true });
        if (!property) {
          create.mutate(
            { status: createAs, details },
            {
              onSuccess: (result) => {
                saved();
                toast.show(t(`adminProperties:form.created.${createAs}`), 'success');
                void navigate(`/admin/properties/edit/${encodeURIComponent(result.id)}`, { replace: true });
              },
              onError: refused,
            },
          );
          return;
        }
        revise.mutate(
          { id: property.id, expectedVersion: version, details },
          {
            onSuccess: (result) => {
              saved();
              setVersion(result.version);
              toast.show(t('adminProperties:form.saved'), 'success');
            },
            onError: refused,
          },
        );
      },
      (errors) => {
        const paths = errorPaths(errors);
        setFormError(t('adminProperties:form.errors.invalid', { count: paths.length }));
        reveal(paths);
      },
    );

  const onStatusChange = (target: PropertyStatus) => {
    if (!property) return;
    setStatusError(null);
    changeStatus.mutate(
      { id: property.id, status: target, expectedVersion: version },
      {
        onSuccess: (result) => {
          setVersion(result.version);
          setStatus(target);
          toast.show(
            t('adminProperties:status.done', { status: t(`adminProperties:statuses.${target}`) }),
            'success',
          );
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'version_conflict') setConflict(true);
          else if (isApiError(error) && error.code === 'invalid_status_transition')
            setStatusError(t('adminProperties:status.invalid'));
          else setStatusError(t(`common:${describeApiError(error).key}`));
        },
      },
    );
  };

  const isPublic = status !== null && PUBLIC_STATUSES.includes(status);

  return (
    <div className={styles.editorLayout}>
      <nav className={styles.sectionNav} aria-label={t('adminProperties:form.sectionsLabel')}>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#section-${section}`}>{t(`adminProperties:form.sections.${section}`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <form ref={formRef} className={styles.form} noValidate onSubmit={save('active')}>
        {conflict && onReload ? (
          <ConflictNotice
            texts={{
              title: t('adminProperties:conflict.title'),
              message: t('adminProperties:conflict.message'),
              reload: t('adminProperties:conflict.reload'),
              reloading: t('adminProperties:conflict.reloading'),
            }}
            reloading={reloading}
            onReload={onReload}
          />
        ) : null}
        {property && status ? (
          <StatusPanel
            status={status}
            busy={changeStatus.isPending || conflict}
            error={statusError}
            onChange={onStatusChange}
          />
        ) : null}
        <FormProvider {...form}>
          <BasicsSection />
          <SpecificationsSection />
          <FeaturesSection />
          <LocationSection />
          <PriceSection />
          <GallerySection />
          <AgentSection />
          <LegalSection />
          <RentalSection />
          <TranslationStatusContext.Provider
            value={property ? { item: property, onReload, markReviewed } : null}
          >
            <TranslationsSection language={translationLanguage} onLanguageChange={setTranslationLanguage} />
          </TranslationStatusContext.Provider>
        </FormProvider>
        <div className={styles.actionBar}>
          {formError ? (
            <p role="alert" className={styles.formError}>
              {formError}
            </p>
          ) : null}
          <p className={styles.muted} aria-live="polite">
            {dirty ? t('adminProperties:form.unsaved') : property ? t('adminProperties:form.allSaved') : null}
          </p>
          <div className={styles.actionButtons}>
            {property && isPublic ? (
              <Link
                to={`/property/${encodeURIComponent(property.id)}`}
                className={buttonClass({ variant: 'ghost' })}
                aria-label={t('adminProperties:list.actions.viewLabel', { title: localize(property.title) })}
              >
                {t('adminProperties:list.actions.view')}
              </Link>
            ) : null}
            {property ? (
              <Button type="submit" disabled={saving || conflict}>
                {revise.isPending ? t('adminProperties:form.saving') : t('adminProperties:form.save')}
              </Button>
            ) : (
              <>
                <Button variant="secondary" disabled={saving} onClick={save('draft')}>
                  {t('adminProperties:form.saveDraft')}
                </Button>
                <Button type="submit" disabled={saving}>
                  {create.isPending ? t('adminProperties:form.saving') : t('adminProperties:form.publish')}
                </Button>
              </>
            )}
          </div>
        </div>
      </form>
    </div>
  );
}
