import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardMedia } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { ArrowRightIcon, LockIcon } from '../../../components/ui/icons';
import { openAuthModal } from '../../../lib/auth/auth-modal-events';
import { FavoriteButton } from '../../../widgets/favorites/favorite-button';
import { useContentLang, useLocalize } from '../../../lib/i18n/localize';
import type { TeaserItem } from '../types/teaser';
import styles from './teaser-card.module.css';

/**
 * How wide a teaser's image is, as `sizes`: the preview grid's cards are at least 16rem wide
 * (preview-layout.module.css) across the page's container (78rem at most, 94vw - 1rem on most screens), so
 * one across a phone, then two, three and four, about 18rem each on a wide screen.
 */
const TEASER_IMAGE_SIZES = [
  '(min-width: 84rem) 18rem',
  '(min-width: 75.25rem) calc(22.5vw - 0.75rem)',
  '(min-width: 55.5rem) calc(30.5vw - 0.75rem)',
  '(min-width: 36.5rem) calc(47vw - 1rem)',
  'calc(94vw - 1rem)',
].join(', ');

export interface TeaserCardProps {
  item: TeaserItem;
  /** A signed-in client sees the item open, with a link to it in the full catalogue. */
  member: boolean;
}

/** A teaser: what the item is; its price and details wait for registration, or are a link away. */
export function TeaserCard({ item, member }: TeaserCardProps) {
  const { t } = useTranslation(['previews', 'common']);
  const localize = useLocalize();
  const contentLang = useContentLang();
  const titleId = useId();
  const detail = typeof item.detail === 'string' ? item.detail : localize(item.detail);

  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardMedia
        overlay={
          <>
            {member ? null : <Badge tone="light">{t('common:locked.previewLabel')}</Badge>}
            {item.vip ? <Badge tone="gold">{t('previews:card.vip')}</Badge> : null}
          </>
        }
      >
        <div className={styles.media}>
          <FallbackImage
            src={item.image?.url}
            alt={localize(item.image?.alt)}
            lang={contentLang(item.image?.alt)}
            sizes={TEASER_IMAGE_SIZES}
          />
        </div>
        {member ? null : (
          <div className={styles.lockOverlay}>
            <span className={styles.lockBadge}>
              <LockIcon size={22} />
            </span>
          </div>
        )}
        {item.propertyId ? (
          <div className={styles.favorite}>
            <FavoriteButton propertyId={item.propertyId} describedBy={titleId} />
          </div>
        ) : null}
      </CardMedia>
      <CardBody>
        <h3 id={titleId} className={styles.title} lang={contentLang(item.title)}>
          {localize(item.title)}
        </h3>
        <p className={styles.detail}>{detail}</p>
        {member ? null : <p className={styles.hidden}>{t('previews:card.hiddenDetails')}</p>}
      </CardBody>
      <CardFooter>
        {member ? (
          <Link
            to={item.href}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            aria-describedby={titleId}
          >
            {t('previews:card.open')}
            <ArrowRightIcon size={16} />
          </Link>
        ) : (
          <div className={styles.footer}>
            <span className={styles.previewLabel}>
              <LockIcon size={14} />
              {t('common:locked.previewLabel')}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={titleId}
              onClick={() => openAuthModal('register')}
            >
              {t('common:locked.registerToRequest')}
            </Button>
          </div>
        )}
      </CardFooter>
    </Card>
  );
}
