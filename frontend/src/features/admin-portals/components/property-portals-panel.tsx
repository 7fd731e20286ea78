import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useSession } from '../../../lib/auth/session';
import { PORTALS, useChoosePortals, usePropertyPortals, type Portal } from '../api/portals';
import styles from './portals.module.css';

/**
 * The property editor's portals: owners tick the portals the listing goes to and save them
 * (`PropertyPortalsChosen`); admins see them without changing them (the API refuses them too).
 */
export function PropertyPortalsPanel({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation(['adminPortals', 'common']);
  const owner = useSession().user?.role === 'owner';
  const toast = useToast();
  const titleId = useId();
  const current = usePropertyPortals(propertyId);
  const choose = useChoosePortals(propertyId);
  // What the owner ticked and has not saved yet; null: the saved portals.
  const [draft, setDraft] = useState<Portal[] | null>(null);
  const ticked = draft ?? current.data ?? [];
  const changed = current.data !== undefined && ticked.join() !== current.data.join();
  const failure = choose.error ? describeApiError(choose.error) : null;

  let body;
  if (current.isPending) {
    body = (
      <div role="status">
        <span className="visually-hidden">{t('adminPortals:panel.loading')}</span>
        <Skeleton variant="block" height="4rem" />
      </div>
    );
  } else if (current.isError) {
    const error = describeApiError(current.error);
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('adminPortals:panel.failed')}
        message={error.apiMessage ?? t(`common:${error.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void current.refetch()}
      />
    );
  } else if (!owner) {
    body = (
      <>
        <p>
          {current.data.length === 0
            ? t('adminPortals:panel.none')
            : current.data.map((portal) => t(`adminPortals:portals.${portal}`)).join(', ')}
        </p>
        <p className={styles.note}>{t('adminPortals:panel.readOnly')}</p>
      </>
    );
  } else {
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          choose.mutate(ticked, {
            onSuccess: () => {
              setDraft(null);
              toast.show(t('adminPortals:panel.saved'), 'success');
            },
          });
        }}
      >
        <fieldset className={styles.choices} aria-labelledby={titleId}>
          {PORTALS.map((portal) => (
            <CheckboxField
              key={portal}
              name="portals"
              value={portal}
              label={t(`adminPortals:portals.${portal}`)}
              checked={ticked.includes(portal)}
              onChange={(event) =>
                setDraft(PORTALS.filter((p) => (p === portal ? event.target.checked : ticked.includes(p))))
              }
            />
          ))}
        </fieldset>
        {failure ? (
          <FormAlert tone="error" message={failure.apiMessage ?? t(`common:${failure.key}`)} />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={!changed || choose.isPending}>
            {t('adminPortals:panel.save')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="property-portals">
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('adminPortals:panel.title')}
        </h2>
        <p className={styles.note}>{t('adminPortals:panel.lead')}</p>
      </div>
      {body}
    </section>
  );
}
