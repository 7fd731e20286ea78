import type { ReactNode } from 'react';
import { FormProvider, useFormContext, useFormState } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type * as z from 'zod';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useLeaveGuard } from '../../../lib/hooks/use-leave-guard';
import { useLocalize } from '../../../lib/i18n/localize';
import { TranslationStatusContext } from '../../../widgets/catalogue-translations/translation-status';
import { useSaveOffering } from '../api/save-offering';
import { useMarkTranslationReviewed } from '../api/mark-translation-reviewed';
import { ITEM_NAME } from '../utils/offering-kind';
import type { OfferingDetails, OfferingItem, OfferingKind } from '../utils/offering-kind';
import { OfferingSchemaProvider, useFieldErrorText, useOfferingForm } from '../utils/use-offering-form';
import { FormAlerts } from './form-alerts';
import { ImagePicker } from './image-picker';
import { LocalizedTextField } from './localized-text-field';
import type { OfferingFormSlot } from './offering-editor';
import styles from './offerings.module.css';

export interface OfferingFormProps<
  K extends OfferingKind,
  Draft extends FieldValues,
> extends OfferingFormSlot<OfferingItem<K>> {
  kind: K;
  toDraft: (item?: OfferingItem<K>) => Draft;
  /** The kind's rules: a draft that passes becomes the request's `details`. */
  schema: z.ZodType<OfferingDetails<K>, Draft>;
  /** Fields after the title and the description. */
  moreContent?: ReactNode;
  priceTitle: string;
  priceFields: ReactNode;
  /** Panels after the image's. */
  morePanels?: ReactNode;
}

/**
 * A service's or an experience's create or edit form: its panels (content, price, image and the kind's
 * own), the save with the loaded version, and what a refusal or a conflict shows. The kind's own fields
 * are children of the form and reach its state through react-hook-form's context.
 */
export function OfferingForm<K extends OfferingKind, Draft extends FieldValues>({
  kind,
  item,
  onReload,
  reloading = false,
  toDraft,
  schema,
  moreContent,
  priceTitle,
  priceFields,
  morePanels,
}: OfferingFormProps<K, Draft>) {
  const { t } = useTranslation('adminOfferings');
  const localize = useLocalize();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveOffering(kind);
  const markReviewed = useMarkTranslationReviewed(kind);
  // A reload after a conflict remounts the form, so what was loaded is always the form's default.
  const { form, formRef, submit, showFailure, conflict, formError } = useOfferingForm(toDraft(item), schema);
  useLeaveGuard(form.formState.isDirty && !save.isPending, t('form.leaveConfirm'));
  const panelId = (panel: string) => `${ITEM_NAME[kind]}-${panel}`;

  const onSubmit = submit((details) =>
    save.mutate(
      { details, existing: item ? { id: item.id, version: item.version } : undefined },
      {
        onSuccess: () => {
          const title = localize(details.title);
          const kindKey: OfferingKind = kind;
          toast.show(t(item ? `${kindKey}.saved` : `${kindKey}.created`, { title }), 'success');
          void navigate(`/admin/${kind}`);
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <TranslationStatusContext.Provider value={item ? { item, onReload, markReviewed } : null}>
        <OfferingSchemaProvider value={schema}>
          <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
            <section className={styles.panel} aria-labelledby={panelId('content')}>
              <h2 id={panelId('content')}>{t('form.content')}</h2>
              <p className={styles.panelLead}>{t('form.contentLead')}</p>
              <LocalizedTextField legend={t('fields.title')} name="title" />
              <LocalizedTextField legend={t('fields.description')} name="description" multiline />
              {moreContent}
            </section>

            <section className={styles.panel} aria-labelledby={panelId('price')}>
              <h2 id={panelId('price')}>{priceTitle}</h2>
              {priceFields}
            </section>

            <section className={styles.panel} aria-labelledby={panelId('image')}>
              <h2 id={panelId('image')}>{t('form.image')}</h2>
              <ImagePicker />
            </section>

            {morePanels}

            <FormAlerts
              conflict={conflict}
              formError={formError}
              onReload={() => onReload?.()}
              reloading={reloading}
            />
            <div className={styles.formActions}>
              <Link to={`/admin/${kind}`} className={buttonClass({ variant: 'secondary' })}>
                {t('form.cancel')}
              </Link>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('form.saving') : item ? t('form.save') : t(`${kind}.create`)}
              </Button>
            </div>
          </form>
        </OfferingSchemaProvider>
      </TranslationStatusContext.Provider>
    </FormProvider>
  );
}

/** A price in whole euros, typed as text (the form's rules turn it into the number sent). */
export function PriceField({
  name,
  label,
  hint,
  className,
}: {
  name: string;
  label: string;
  hint: string;
  className?: string;
}) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const errorText = useFieldErrorText();
  return (
    <TextField
      className={className}
      label={label}
      hint={hint}
      required
      inputMode="numeric"
      autoComplete="off"
      error={errorText(errors, name)}
      {...register(name)}
    />
  );
}
