import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import type { Experience } from '../../../lib/api/types';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useAllExperiences } from '../api/get-all-experiences';
import { EditorFrame, FormSkeleton } from '../components/editor-frame';
import { ExperienceForm } from '../components/experience-form';

/** /admin/experiences/new and /admin/experiences/edit/:id (admins and owners). */
export default function ExperienceEditorPage() {
  const { t } = useTranslation('adminOfferings');
  const { id } = useParams();
  return (
    <EditorFrame
      title={id ? t('experiences.editTitle') : t('experiences.newTitle')}
      lead={id ? t('experiences.editLead') : t('experiences.newLead')}
      backTo="/admin/experiences"
      backLabel={t('experiences.back')}
    >
      {id ? <ExistingExperience id={id} /> : <ExperienceForm />}
    </EditorFrame>
  );
}

function ExistingExperience({ id }: { id: string }) {
  const { t } = useTranslation(['adminOfferings', 'common']);
  const experiences = useAllExperiences();
  const found = experiences.data?.items.find((experience) => experience.id === id);

  if (experiences.isPending) return <FormSkeleton label={t('adminOfferings:form.loading')} />;
  if (experiences.isError) {
    return (
      <ErrorState
        title={t('adminOfferings:experiences.failed')}
        message={t(`common:${describeApiError(experiences.error).key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void experiences.refetch()}
      />
    );
  }
  if (!found) {
    return (
      <EmptyState
        title={t('adminOfferings:experiences.notFound')}
        message={t('adminOfferings:form.notFoundMessage')}
        actions={
          <Link to="/admin/experiences" className={buttonClass()}>
            {t('adminOfferings:experiences.back')}
          </Link>
        }
      />
    );
  }
  return <LoadedExperience initial={found} reload={() => experiences.refetch()} />;
}

/**
 * Holds the version the form edits: a background refetch never replaces the form under the editor's
 * hands; only "reload latest version" after a conflict does.
 */
function LoadedExperience({
  initial,
  reload,
}: {
  initial: Experience;
  reload: () => Promise<{ data?: { items: Experience[] }; isError: boolean }>;
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
    const latest = result.data?.items.find((experience) => experience.id === base.id);
    if (latest) {
      setBase(latest);
      toast.show(t('conflict.reloaded'), 'info');
    } else {
      toast.show(t('experiences.goneMeanwhile'), 'error');
      void navigate('/admin/experiences');
    }
  };

  return (
    <ExperienceForm
      key={base.version}
      experience={base}
      reloading={reloading}
      onReload={() => void reloadLatest()}
    />
  );
}
