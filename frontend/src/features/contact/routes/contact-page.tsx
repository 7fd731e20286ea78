import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../../components/ui/page-intro';
import { lazyWhenNeeded } from '../../../lib/hydration/when-needed';
import { useAgencyJsonLd } from '../../../lib/seo/use-agency-json-ld';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { ContactDetails } from '../components/contact-details';
import { OfficeList } from '../components/office-list';
import styles from './contact-page.module.css';

// The form's code (its validation library and schema) comes once the page is shown.
const ContactForm = lazyWhenNeeded(() =>
  import('../components/contact-form').then((module) => module.ContactForm),
);

/** A property id as the API accepts it; anything else in the address is ignored. */
const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * /contact and /contacto: how to reach the agency, its offices and the inquiry form. `?subject=` starts the
 * form with that subject (the premium services' booking buttons and the catalogue cards' request buttons
 * link here so); `?property=` sends the card's property with the inquiry.
 */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const [params] = useSearchParams();
  const subject = params.get('subject')?.trim() ?? '';
  const property = params.get('property') ?? '';
  const propertyId = PROPERTY_ID.test(property) ? property : undefined;
  useDocumentMeta(t('meta.title'), t('meta.description'), { jsonLd: useAgencyJsonLd() });

  return (
    <>
      <section className={`section ${styles.hero}`}>
        <div className="container">
          <PageIntro eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.intro')} />
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <div className={styles.aside}>
          <ContactDetails />
        </div>
        <div className={styles.main}>
          <ContactForm key={`${subject}\n${propertyId ?? ''}`} subject={subject} propertyId={propertyId} />
        </div>
      </div>
      <div className="container section">
        <OfficeList />
      </div>
    </>
  );
}
