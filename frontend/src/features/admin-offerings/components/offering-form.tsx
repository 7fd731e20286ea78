import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useLeaveGuard } from '../../../lib/hooks/use-leave-guard';
import { useLocalize } from '../../../lib/i18n/localize';
import { useSaveOffering } from '../api/save-offering';
import type { ImageDraft, LocalizedDraft } from '../utils/offering-draft';
import { ITEM_NAME } from '../utils/offering-kind';
import type { OfferingDetails, OfferingItem, OfferingKind } from '../utils/offering-kind';
import type { FieldProblems } from '../utils/offering-validation';
import { useOfferingForm } from '../utils/use-offering-form';
import { FormAlerts } from './form-alerts';
import { ImagePicker } from './image-picker';
import { LocalizedTextField } from './localized-text-field';
import type { OfferingFormSlot } from './offering-editor';
import styles from './offerings.module.css';

/** The fields every kind has; the form renders them itself. */
interface CommonDraft {
  title: LocalizedDraft;
  description: LocalizedDraft;
  image: ImageDraft;
}

/** What a kind's own fields read and change. */
export interface OfferingFields<Draft> {
  draft: Draft;
  update: (change: (current: Draft) => Draft) => void;
  errorFor: (path: string) => string | null;
}

export interface OfferingFormProps<
  K extends OfferingKind,
  Draft extends CommonDraft,
> extends OfferingFormSlot<OfferingItem<K>> {
  kind: K;
  toDraft: (item?: OfferingItem<K>) => Draft;
  validate: (draft: Draft) => FieldProblems;
  /** Called with a draft that passed `validate`. */
  toDetails: (draft: Draft) => OfferingDetails<K>;
  /** Fields after the title and the description. */
  moreContent?: (fields: OfferingFields<Draft>) => ReactNode;
  priceTitle: string;
  priceFields: (fields: OfferingFields<Draft>) => ReactNode;
  /** Panels after the image's. */
  morePanels?: (fields: OfferingFields<Draft>) => ReactNode;
}

/**
 * A service's or an experience's create or edit form: its panels (content, price, image and the kind's
 * own), the save with the loaded version, and what a refusal or a conflict shows.
 */
export function OfferingForm<K extends OfferingKind, Draft extends CommonDraft>({
  kind,
  item,
  onReload,
  reloading = false,
  toDraft,
  validate,
  toDetails,
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
  const { formRef, draft, update, errorFor, check, showFailure, conflict, formError } = useOfferingForm(
    () => toDraft(item),
    validate,
  );
  const fields = { draft, update, errorFor };
  // A reload after a conflict remounts the form, so what was loaded is the first draft.
  const [loaded] = useState(() => JSON.stringify(draft));
  useLeaveGuard(JSON.stringify(draft) !== loaded && !save.isPending, t('form.leaveConfirm'));
  const panelId = (panel: string) => `${ITEM_NAME[kind]}-${panel}`;

  const submit = () => {
    if (!check()) return;
    const details = toDetails(draft);
    save.mutate(
      { details, existing: item ? { id: item.id, version: item.version } : undefined },
      {
        onSuccess: () => {
          const title = localize(details.title);
          toast.show(t(item ? `${kind}.saved` : `${kind}.created`, { title }), 'success');
          void navigate(`/admin/${kind}`);
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
      <section className={styles.panel} aria-labelledby={panelId('content')}>
        <h2 id={panelId('content')}>{t('form.content')}</h2>
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
        {moreContent?.(fields)}
      </section>

      <section className={styles.panel} aria-labelledby={panelId('price')}>
        <h2 id={panelId('price')}>{priceTitle}</h2>
        {priceFields(fields)}
      </section>

      <section className={styles.panel} aria-labelledby={panelId('image')}>
        <h2 id={panelId('image')}>{t('form.image')}</h2>
        <ImagePicker
          value={draft.image}
          errorFor={errorFor}
          onChange={(image) => update((current) => ({ ...current, image }))}
        />
      </section>

      {morePanels?.(fields)}

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
  );
}
