import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/ui/back-link';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import styles from './offerings.module.css';

export interface EditorFrameProps {
  title: string;
  lead: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

/** The page around a create or edit form: the way back to the list, the title and a lead. */
export function EditorFrame({ title, lead, backTo, backLabel, children }: EditorFrameProps) {
  const { t } = useTranslation('adminOfferings');
  useDocumentMeta(title, lead);
  return (
    <div className={styles.page}>
      <div className="container">
        <BackLink to={backTo}>{backLabel}</BackLink>
        <PageIntro eyebrow={t('eyebrow')} title={title} lead={lead} />
        {children}
      </div>
    </div>
  );
}

/** The loading shape of a form. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.form}>
      <span className="visually-hidden">{label}</span>
      {[0, 1].map((panel) => (
        <div key={panel} className={styles.panel} aria-hidden="true">
          <Skeleton variant="title" width="30%" />
          <Skeleton variant="block" height="2.9rem" />
          <Skeleton variant="block" height="6rem" />
        </div>
      ))}
    </div>
  );
}
