import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { zSaveSearchRequestDto } from '../../../lib/api/zod.gen';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { useSession } from '../../../lib/auth/session';
import { trimmed } from '../../../lib/forms/rules';
import { serverFieldErrors } from '../../../lib/forms/server-errors';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { toSearchFilters } from '../../../widgets/property-search/property-filters';
import type { PropertyFilters } from '../../../widgets/property-search/property-filters';
import { DEFAULT_FREQUENCY, SAVED_SEARCH_FREQUENCIES } from '../../../widgets/saved-searches/frequencies';
import { keepPendingSearch } from '../../../widgets/saved-searches/pending-search';
import { savedSearchErrorKey } from '../../../widgets/saved-searches/saved-search-errors';
import { useCreateSavedSearch } from '../../../widgets/saved-searches/saved-searches-api';
import { useSavedSearchToast } from '../../../widgets/saved-searches/saved-search-toast';
import { useDefaultSearchName } from '../utils/default-search-name';
import styles from './save-search.module.css';

/** The rules of `POST /api/me/saved-searches` on what the dialog asks (the filters are the page's). */
const schema = z.object({
  name: trimmed(zSaveSearchRequestDto.shape.name),
  frequency: zSaveSearchRequestDto.shape.frequency,
  reductionsOnly: z.boolean(),
});
const NAME_MAX_LENGTH = zSaveSearchRequestDto.shape.name.maxLength ?? Infinity;
const isNameField = (field: string) => field === 'name';

export interface SaveSearchDialogProps {
  filters: PropertyFilters;
  onClose: () => void;
}

/**
 * Saves the page's search under a name, with how often its new matches are e-mailed (or only its price
 * drops, when the client asks for those alone). A visitor's search
 * waits in the tab while they register or sign in, and is saved as soon as the session starts.
 */
export default function SaveSearchDialog({ filters, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { t: tm } = useTranslation('map');
  const signedIn = useSession().status === 'authenticated';
  const defaultName = useDefaultSearchName(NAME_MAX_LENGTH);
  const create = useCreateSavedSearch();
  const saved = useSavedSearchToast();
  const form = useContractForm(schema, {
    defaultValues: { name: defaultName(filters), frequency: DEFAULT_FREQUENCY, reductionsOnly: false },
  });

  const send = ({ name, frequency, reductionsOnly }: z.output<typeof schema>) => {
    const request = { name, frequency, reductionsOnly, filters: toSearchFilters(filters) };
    if (!signedIn) {
      keepPendingSearch(request);
      onClose();
      openAuthModal('register');
      return;
    }
    create.mutate(request, {
      onSuccess: () => {
        onClose();
        saved(name);
      },
      onError: (error) => form.showServerErrors(error),
    });
  };

  // A refused name is told next to the field; any other refusal above the form.
  const refusal =
    create.isError && serverFieldErrors(create.error, isNameField).length === 0
      ? savedSearchErrorKey(create.error)
      : null;

  return (
    <Dialog open onClose={onClose} title={t('search.save.title')} closeLabel={t('common:actions.close')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-label={t('search.save.title')}
      >
        <p className={styles.lead}>{t('search.save.lead')}</p>
        {refusal ? <FormAlert tone="error" message={t(`common:${refusal}`)} /> : null}
        <TextField
          label={t('search.save.name')}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          {...form.field('name')}
        />
        <fieldset className={styles.frequencies}>
          <legend className={styles.legend}>{t('search.save.frequency.legend')}</legend>
          {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
            <label key={frequency} className={styles.choice}>
              <input type="radio" value={frequency} {...form.register('frequency')} />
              <span>
                <span className={styles.choiceLabel}>{t(`search.save.frequency.${frequency}.label`)}</span>
                <span className={styles.choiceHint}>{t(`search.save.frequency.${frequency}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <CheckboxField
          label={t('search.save.reductionsOnly.label')}
          hint={t('search.save.reductionsOnly.hint')}
          {...form.register('reductionsOnly')}
        />
        {filters.bbox || filters.area ? <p className={styles.note}>{tm('saveSearchNote')}</p> : null}
        {signedIn ? null : <p className={styles.note}>{t('search.save.visitorNote')}</p>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('search.save.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending
              ? t('search.save.saving')
              : signedIn
                ? t('search.save.submit')
                : t('search.save.continue')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
