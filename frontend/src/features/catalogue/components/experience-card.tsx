import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardFooter, CardMedia, CardMeta } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { ClockIcon } from '../../../components/ui/icons';
import type { Experience } from '../../../lib/api/types';
import { formatPrice } from '../../../lib/format/format';
import { useContentLang, useLocalize } from '../../../lib/i18n/localize';
import type { RenderBookAction } from './book-action-slot';
import { imageLoadingProps, type CardImageLoading } from './card-image-loading';
import styles from './catalogue-card.module.css';
import { MachineTranslationNote } from './machine-translation-note';

export function ExperienceCard({
  experience,
  renderBookAction,
  imageLoading = 'lazy',
}: {
  experience: Experience;
  renderBookAction: RenderBookAction<Experience>;
  imageLoading?: CardImageLoading;
}) {
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  const contentLang = useContentLang();
  const titleId = useId();
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardMedia
        overlay={
          <Badge tone={experience.type === 'vip' ? 'gold' : 'light'}>
            {t(`experiences.types.${experience.type}`)}
          </Badge>
        }
      >
        <FallbackImage
          src={experience.image.url}
          alt={localize(experience.image.alt)}
          lang={contentLang(experience.image.alt)}
          {...imageLoadingProps(imageLoading)}
        />
      </CardMedia>
      <CardBody>
        <CardMeta icon={<ClockIcon size={16} />}>
          <span className="visually-hidden">{t('experiences.durationLabel')}: </span>
          <span lang={contentLang(experience.duration)}>{localize(experience.duration)}</span>
        </CardMeta>
        <h3 id={titleId} className={styles.title} lang={contentLang(experience.title)}>
          {localize(experience.title)}
        </h3>
        <p className={styles.description} lang={contentLang(experience.description)}>
          {localize(experience.description)}
        </p>
        <MachineTranslationNote languages={experience.machineTranslated} />
        <div className={styles.priceRow}>
          <p>
            <span className={styles.priceLabel}>{t('experiences.priceLabel')} </span>
            <span className={styles.price}>{formatPrice(experience.priceEur)}</span>{' '}
            <span className={styles.priceLabel}>{t(`experiences.priceBasis.${experience.priceBasis}`)}</span>
          </p>
        </div>
      </CardBody>
      <CardFooter>{renderBookAction(experience, titleId)}</CardFooter>
    </Card>
  );
}
