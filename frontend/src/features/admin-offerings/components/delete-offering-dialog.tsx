import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { ITEM_NAME } from '../utils/offering-kind';
import type { OfferingKind } from '../utils/offering-kind';

export interface DeleteOfferingDialogProps {
  kind: OfferingKind;
  /** The item's title; null keeps the dialog closed. */
  title: string | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks an owner before deleting a service or an experience; a failure says so in the dialog. */
export function DeleteOfferingDialog({
  kind,
  title,
  busy,
  error,
  onConfirm,
  onCancel,
}: DeleteOfferingDialogProps) {
  const { t } = useTranslation(['adminOfferings', 'common']);
  let failure = null;
  if (error) {
    const description = describeApiError(error);
    failure = (
      <>
        <strong>{t(`adminOfferings:delete.${ITEM_NAME[kind]}.failed`)}</strong>
        <br />
        {description.apiMessage ?? t(`common:${description.key}`)}
      </>
    );
  }
  return (
    <ConfirmDialog
      open={title !== null}
      title={t(`adminOfferings:delete.${ITEM_NAME[kind]}.title`)}
      confirmLabel={t('adminOfferings:delete.confirm')}
      cancelLabel={t('adminOfferings:delete.cancel')}
      closeLabel={t('common:actions.close')}
      busyLabel={t('adminOfferings:delete.busy')}
      busy={busy}
      danger
      error={failure}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t(`adminOfferings:delete.${ITEM_NAME[kind]}.body`, { title: title ?? '' })}</p>
    </ConfirmDialog>
  );
}
