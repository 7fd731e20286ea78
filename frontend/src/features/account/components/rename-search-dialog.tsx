import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import type { SavedSearch } from '../../../lib/api/types';
import { zUpdateSavedSearchRequestDto } from '../../../lib/api/zod.gen';
import { trimmed } from '../../../lib/forms/rules';
import { serverFieldErrors } from '../../../lib/forms/server-errors';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useChangeSavedSearch } from '../api/change-saved-search';
import { searchErrorMessage } from '../utils/search-errors';
import { FormAlert } from '../../../components/ui/form-alert';
import styles from './account.module.css';

/** The rule of a saved search's name (`PATCH /api/me/saved-searches/:id`), which a rename must send. */
const schema = z.object({ name: trimmed(zUpdateSavedSearchRequestDto.shape.name.unwrap()) });
const NAME_MAX_LENGTH = zUpdateSavedSearchRequestDto.shape.name.unwrap().maxLength ?? Infinity;
const isNameField = (field: string) => field === 'name';

export interface RenameSearchDialogProps {
  search: SavedSearch;
  onClose: () => void;
}

export function RenameSearchDialog({ search, onClose }: RenameSearchDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const rename = useChangeSavedSearch();
  const form = useContractForm(schema, { defaultValues: { name: search.name } });

  const send = ({ name }: z.output<typeof schema>) =>
    rename.mutate(
      { id: search.id, changes: { name } },
      {
        onSuccess: () => {
          onClose();
          toast.show(t('account:searches.renamed', { name }), 'success');
        },
        onError: (error) => form.showServerErrors(error),
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('account:searches.renameTitle')}
      closeLabel={t('common:actions.close')}
      size="sm"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-label={t('account:searches.renameTitle')}
      >
        {rename.isError && serverFieldErrors(rename.error, isNameField).length === 0 ? (
          <FormAlert tone="error" message={searchErrorMessage(rename.error, t)} />
        ) : null}
        <TextField
          label={t('account:searches.name')}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          {...form.field('name')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('account:searches.cancel')}
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? t('account:searches.saving') : t('account:searches.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
