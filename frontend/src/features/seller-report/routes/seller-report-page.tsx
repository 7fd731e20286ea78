import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { MessageCardPage } from '../../../components/ui/message-card-page';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api/api-client';
import { useHydrated } from '../../../lib/hooks/use-hydrated';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useSellerReport } from '../api/seller-report';
import { SellerReportView } from '../components/seller-report-view';
import styles from './seller-report-page.module.css';

/** Why a link shows no report, as the page explains it. */
type LinkProblem = 'invalid' | 'expired' | 'revoked' | 'failed';

function problemOf(error: unknown): LinkProblem {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'seller_report_link_expired') return 'expired';
  if (error.code === 'seller_report_link_revoked') return 'revoked';
  if (error.code === 'seller_report_link_invalid') return 'invalid';
  return 'failed';
}

/**
 * /seller-report/:token: the private page of a seller's weekly report, opened from the Monday e-mail
 * (in the seller's language, which the site's language switch changes). No account: the signed link is the
 * key, so the page stays out of search engines and the figures are read in the browser only.
 */
export default function SellerReportPage() {
  const { t } = useTranslation(['sellerReport', 'common']);
  useDocumentMeta(t('sellerReport:meta.title'), t('sellerReport:meta.description'), { noindex: true });
  const hydrated = useHydrated();
  const { token = '' } = useParams();
  const report = useSellerReport(token, hydrated);

  if (report.data) {
    return (
      <div className={styles.page}>
        <div className="container">
          <SellerReportView report={report.data} />
          <p className={styles.contact}>
            {t('sellerReport:contact')}{' '}
            <Link to="/contact" className={buttonClass({ variant: 'link' })}>
              {t('sellerReport:contactLink')}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  if (report.isError) {
    const problem = problemOf(report.error);
    return (
      <MessageCardPage>
        <h1>{t(`sellerReport:problems.${problem}.title`)}</h1>
        <p role="alert">{t(`sellerReport:problems.${problem}.message`)}</p>
        <Link to="/contact" className={buttonClass({ variant: 'secondary' })}>
          {t('sellerReport:contactLink')}
        </Link>
      </MessageCardPage>
    );
  }
  return (
    <MessageCardPage>
      <h1>{t('sellerReport:meta.title')}</h1>
      <div role="status" className={styles.loading}>
        <Skeleton width="1.5rem" height="1.5rem" />
        <p>{t('sellerReport:loading')}</p>
      </div>
    </MessageCardPage>
  );
}
