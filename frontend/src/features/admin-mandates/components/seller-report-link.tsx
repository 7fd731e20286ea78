import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useRevokeSellerReportLinks, useSellerReportLinks } from '../api/seller-report-links';
import styles from './mandate-panel.module.css';

/**
 * A seller's weekly report from the mandate panel: open or copy the link to this week's report (to send it
 * by hand), or revoke every link the seller was given, which records `SellerReportLinksRevoked`.
 */
export function SellerReportLink({
  propertyId,
  sellerId,
  name,
}: {
  propertyId: string;
  sellerId: string;
  name: string;
}) {
  const { t } = useTranslation(['sellerReport', 'common']);
  const toast = useToast();
  const links = useSellerReportLinks(propertyId);
  const revoke = useRevokeSellerReportLinks(propertyId);
  const [confirming, setConfirming] = useState(false);
  const link = links.data?.links.find((candidate) => candidate.sellerId === sellerId);
  const failure = revoke.error ? describeApiError(revoke.error) : null;

  return (
    <div className={styles.actions} role="group" aria-label={`${t('sellerReport:staff.heading')}: ${name}`}>
      {link ? (
        <>
          <a
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            data-seller-report-link={sellerId}
          >
            {t('sellerReport:staff.open')}
          </a>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(link.url).then(
                () => toast.show(t('sellerReport:staff.copied'), 'success'),
                () => toast.show(t('sellerReport:staff.failed'), 'error'),
              )
            }
          >
            {t('sellerReport:staff.copy')}
          </Button>
        </>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          revoke.reset();
          setConfirming(true);
        }}
      >
        {t('sellerReport:staff.revoke')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('sellerReport:staff.revokeTitle', { name })}
        confirmLabel={t('sellerReport:staff.revoke')}
        cancelLabel={t('sellerReport:staff.cancel')}
        closeLabel={t('common:actions.close')}
        busy={revoke.isPending}
        danger
        error={failure ? (failure.apiMessage ?? t(`common:${failure.key}`)) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(sellerId, {
            onSuccess: () => {
              setConfirming(false);
              toast.show(t('sellerReport:staff.revoked'), 'success');
            },
          })
        }
      >
        <p>{t('sellerReport:staff.revokeMessage')}</p>
      </ConfirmDialog>
    </div>
  );
}
