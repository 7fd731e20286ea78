import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import type { Service } from '../../../lib/api/types';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useAllServices } from '../api/get-all-services';
import { EditorFrame, FormSkeleton } from '../components/editor-frame';
import { ServiceForm } from '../components/service-form';

/** /admin/services/new and /admin/services/edit/:id (admins and owners). */
export default function ServiceEditorPage() {
  const { t } = useTranslation('adminOfferings');
  const { id } = useParams();
  return (
    <EditorFrame
      title={id ? t('services.editTitle') : t('services.newTitle')}
      lead={id ? t('services.editLead') : t('services.newLead')}
      backTo="/admin/services"
      backLabel={t('services.back')}
    >
      {id ? <ExistingService id={id} /> : <ServiceForm />}
    </EditorFrame>
  );
}

function ExistingService({ id }: { id: string }) {
  const { t } = useTranslation(['adminOfferings', 'common']);
  const services = useAllServices();
  const found = services.data?.items.find((service) => service.id === id);

  if (services.isPending) return <FormSkeleton label={t('adminOfferings:form.loading')} />;
  if (services.isError) {
    return (
      <ErrorState
        title={t('adminOfferings:services.failed')}
        message={t(`common:${describeApiError(services.error).key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void services.refetch()}
      />
    );
  }
  if (!found) {
    return (
      <EmptyState
        title={t('adminOfferings:services.notFound')}
        message={t('adminOfferings:form.notFoundMessage')}
        actions={
          <Link to="/admin/services" className={buttonClass()}>
            {t('adminOfferings:services.back')}
          </Link>
        }
      />
    );
  }
  return <LoadedService initial={found} reload={() => services.refetch()} />;
}

/**
 * Holds the version the form edits: a background refetch never replaces the form under the editor's
 * hands; only "reload latest version" after a conflict does.
 */
function LoadedService({
  initial,
  reload,
}: {
  initial: Service;
  reload: () => Promise<{ data?: { items: Service[] }; isError: boolean }>;
}) {
  const { t } = useTranslation('adminOfferings');
  const toast = useToast();
  const navigate = useNavigate();
  const [base, setBase] = useState(initial);
  const [reloading, setReloading] = useState(false);

  const reloadLatest = async () => {
    setReloading(true);
    const result = await reload();
    setReloading(false);
    if (result.isError) {
      toast.show(t('conflict.reloadFailed'), 'error');
      return;
    }
    const latest = result.data?.items.find((service) => service.id === base.id);
    if (latest) {
      setBase(latest);
      toast.show(t('conflict.reloaded'), 'info');
    } else {
      toast.show(t('services.goneMeanwhile'), 'error');
      void navigate('/admin/services');
    }
  };

  return (
    <ServiceForm
      key={base.version}
      service={base}
      reloading={reloading}
      onReload={() => void reloadLatest()}
    />
  );
}
