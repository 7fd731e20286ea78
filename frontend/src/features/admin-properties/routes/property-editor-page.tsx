import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { buttonClass } from '../../../components/ui/button';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useAdminProperty } from '../api/get-admin-property';
import { FollowersPanel } from '../components/followers-panel';
import { PropertyForm } from '../components/property-form';
import styles from '../components/admin-properties.module.css';

function BackToProperties() {
  const { t } = useTranslation('adminProperties');
  return <BackLink to="/admin/properties">{t('form.back')}</BackLink>;
}

function NewProperty() {
  const { t } = useTranslation('adminProperties');
  useDocumentMeta(t('form.meta.newTitle'), t('form.meta.description'));
  return (
    <>
      <PageIntro eyebrow={t('list.eyebrow')} title={t('form.newTitle')} lead={t('form.newLead')} />
      <PropertyForm />
    </>
  );
}

export interface PropertyEditorPageProps {
  /** The property's history, composed in by the application (features do not import each other). */
  renderHistory?: (propertyId: string, version: number) => ReactNode;
  /** The property's seller, mandate and sale, composed in by the application, above the form. */
  renderSalePanels?: (propertyId: string, title: string) => ReactNode;
}

function EditProperty({ id, renderHistory, renderSalePanels }: { id: string } & PropertyEditorPageProps) {
  const { t } = useTranslation(['adminProperties', 'common']);
  const localize = useLocalize();
  const property = useAdminProperty(id);
  // A new key shows the form again with the version just loaded (after a conflict).
  const [formKey, setFormKey] = useState(0);
  const [reloading, setReloading] = useState(false);
  const title = property.data ? localize(property.data.title) : t('adminProperties:form.editTitle');
  useDocumentMeta(
    t('adminProperties:form.meta.editTitle', { title }),
    t('adminProperties:form.meta.description'),
  );

  const reload = () => {
    setReloading(true);
    void property.refetch().then((result) => {
      setReloading(false);
      if (result.isSuccess) setFormKey((key) => key + 1);
    });
  };

  if (property.isPending) {
    return (
      <div role="status" aria-live="polite" className={styles.stack}>
        <span className="visually-hidden">{t('adminProperties:form.loading')}</span>
        <h1 className="visually-hidden">{t('adminProperties:form.editTitle')}</h1>
        <Skeleton variant="title" width="50%" />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="block" height="24rem" />
      </div>
    );
  }
  if (property.isError) {
    const description = describeApiError(property.error);
    const notFound = description.key === 'errors.notFound';
    return (
      <ErrorState
        headingLevel="h1"
        title={t(notFound ? 'adminProperties:form.notFound' : 'adminProperties:form.loadFailed')}
        message={description.apiMessage ?? t(`common:${description.key}`)}
        retryLabel={notFound ? undefined : t('common:actions.retry')}
        onRetry={notFound ? undefined : () => void property.refetch()}
        actions={
          <Link to="/admin/properties" className={buttonClass({ variant: 'secondary' })}>
            {t('adminProperties:form.back')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <PageIntro
        eyebrow={t('adminProperties:form.editTitle')}
        title={title}
        lead={t('adminProperties:list.reference', { reference: property.data.reference })}
      />
      <FollowersPanel propertyId={property.data.id} title={title} />
      {renderSalePanels?.(property.data.id, title)}
      <PropertyForm key={formKey} property={property.data} onReload={reload} reloading={reloading} />
      {renderHistory?.(property.data.id, property.data.version)}
    </>
  );
}

/** /admin/properties/new and /admin/properties/edit/:id (admins and owners). */
export default function PropertyEditorPage({ renderHistory, renderSalePanels }: PropertyEditorPageProps) {
  const { id } = useParams();
  return (
    <div className={styles.page}>
      <div className="container">
        <BackToProperties />
        {id ? (
          <EditProperty key={id} id={id} renderHistory={renderHistory} renderSalePanels={renderSalePanels} />
        ) : (
          <NewProperty />
        )}
      </div>
    </div>
  );
}
