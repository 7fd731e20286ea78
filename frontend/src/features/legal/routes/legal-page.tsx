import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { formatDate } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { parseLegalContent } from '../utils/legal-content';
import {
  LEGAL_DOCUMENTS,
  LEGAL_ENTITY,
  LEGAL_PATHS,
  LEGAL_TEXTS_UPDATED,
  OPEN_COOKIE_SETTINGS_EVENT,
} from '../utils/legal-entity';
import type { LegalDocument } from '../utils/legal-entity';
import styles from './legal-page.module.css';

export interface LegalPageProps {
  document: LegalDocument;
}

function openCookieSettings() {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT));
}

/** /privacy, /terms, /cookies and /legal: the agency's legal texts (GDPR, LOPDGDD, LSSI) in every language. */
export default function LegalPage({ document }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const content = parseLegalContent(t(document, { returnObjects: true, ...LEGAL_ENTITY }));
  useDocumentMeta(t(`${document}.title`), t(`${document}.description`));

  if (!content) {
    return (
      <div className="container section">
        <p role="alert">{t('common.notFound')}</p>
      </div>
    );
  }

  const anchor = (sectionId: string) => `${document}-${sectionId}`;

  return (
    <>
      <section className={`section ${styles.hero}`}>
        <div className="container">
          <PageIntro eyebrow={t('common.eyebrow')} title={content.title} lead={content.intro}>
            <p className={styles.updated}>
              {t('common.updated', { date: formatDate(LEGAL_TEXTS_UPDATED, language) })}
            </p>
          </PageIntro>
        </div>
      </section>

      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            {t('common.contents')}
          </h2>
          <ol className={styles.tocList}>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${anchor(section.id)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={styles.document}>
          {content.sections.map((section, index) => (
            <section key={section.id} id={anchor(section.id)} className={styles.section}>
              <h2 className={styles.sectionTitle}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              {section.blocks.map((block) =>
                block.kind === 'paragraph' ? (
                  <p key={block.key}>{block.text}</p>
                ) : (
                  <ul key={block.key} className={styles.list}>
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
              {document === 'cookies' && section.id === 'manage' ? (
                <div>
                  <Button variant="secondary" onClick={openCookieSettings}>
                    {t('common.cookieSettings')}
                  </Button>
                </div>
              ) : null}
            </section>
          ))}

          <p className={styles.questions}>
            <Trans
              t={t}
              i18nKey="common.questions"
              values={{ email: LEGAL_ENTITY.email }}
              components={{ emailLink: <a href={`mailto:${LEGAL_ENTITY.email}`} /> }}
            />
          </p>
        </article>
      </div>

      <nav className={`container section ${styles.others}`} aria-labelledby="legal-others-title">
        <h2 id="legal-others-title" className={styles.othersTitle}>
          {t('common.otherDocuments')}
        </h2>
        <ul className={styles.othersList} role="list">
          {LEGAL_DOCUMENTS.filter((other) => other !== document).map((other) => (
            <li key={other}>
              <Link to={LEGAL_PATHS[other]} className={styles.otherLink}>
                <span>{t(`${other}.title`)}</span>
                <ArrowRightIcon size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
