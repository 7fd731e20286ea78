import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/status-message';
import { useDocumentMeta } from '../../lib/seo/use-document-meta';

/** An address the site does not have (answered with 404): where to go instead. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('errors.missingPage.title'), t('errors.missingPage.message'), {
    noindex: true,
    status: 404,
  });
  return (
    <div className="container section">
      <EmptyState
        headingLevel="h1"
        title={t('errors.missingPage.title')}
        message={t('errors.missingPage.message')}
        actions={
          <>
            <Link to="/properties" className={buttonClass()}>
              {t('errors.missingPage.properties')}
            </Link>
            <Link to="/" className={buttonClass({ variant: 'secondary' })}>
              {t('actions.backHome')}
            </Link>
          </>
        }
      />
    </div>
  );
}
