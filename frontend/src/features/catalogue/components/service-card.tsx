import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardFooter, CardMedia } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import type { Service } from '../../../lib/api/types';
import { formatPrice } from '../../../lib/format/format';
import { useContentLang, useLocalize } from '../../../lib/i18n/localize';
import { imageLoadingProps, type CardImageLoading } from './card-image-loading';
import { MachineTranslationNote } from './machine-translation-note';
import styles from './catalogue-card.module.css';

export interface ServiceCardProps {
  service: Service;
  /** Extra content under the description (the premium details panel). */
  children?: ReactNode;
  /** The booking feature's "Book" action for this service (composed at app level). */
  bookAction: (describedBy: string) => ReactNode;
  imageLoading?: CardImageLoading;
}

export function ServiceCard({ service, children, bookAction, imageLoading = 'lazy' }: ServiceCardProps) {
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  const contentLang = useContentLang();
  const titleId = useId();
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardMedia>
        <FallbackImage
          src={service.image.url}
          alt={localize(service.image.alt)}
          lang={contentLang(service.image.alt)}
          {...imageLoadingProps(imageLoading)}
        />
      </CardMedia>
      <CardBody>
        <h3 id={titleId} className={styles.title} lang={contentLang(service.title)}>
          {localize(service.title)}
        </h3>
        <p className={styles.description} lang={contentLang(service.description)}>
          {localize(service.description)}
        </p>
        <MachineTranslationNote languages={service.machineTranslated} />
        <div className={styles.priceRow}>
          <p>
            <span className={styles.priceLabel}>{t('services.fromLabel')} </span>
            <span className={styles.price}>{formatPrice(service.priceFromEur)}</span>
          </p>
        </div>
        {children}
      </CardBody>
      <CardFooter>{bookAction(titleId)}</CardFooter>
    </Card>
  );
}
