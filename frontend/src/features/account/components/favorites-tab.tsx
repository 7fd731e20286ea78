import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardMedia, CardMeta } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { MapPinIcon } from '../../../components/ui/icons';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { Favorite } from '../../../lib/api/types';
import { useFavoriteErrorText } from '../../../widgets/favorites/favorite-errors';
import { useFavoriteChange, useFavorites } from '../../../widgets/favorites/favorites-api';
import { formatDate, formatPrice } from '../../../lib/format/format';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { placeName } from '../../../lib/places/place-names';
import { EmptyTab } from './empty-tabs';
import styles from './favorites.module.css';

/** Statuses in which a property's page is public: its card links to it. */
const ON_THE_SITE: readonly Favorite['property']['status'][] = ['active', 'reserved', 'sold'];

function StatusBadge({ status }: { status: Favorite['property']['status'] }) {
  const { t } = useTranslation(['account', 'catalogue']);
  if (status === 'active') return null;
  if (status === 'reserved' || status === 'sold')
    return <Badge tone="navy">{t(`catalogue:status.${status}`)}</Badge>;
  return (
    <Badge tone="outline" className={styles.goneBadge}>
      {status === 'deleted' ? t('account:favorites.deleted') : t('account:favorites.unavailable')}
    </Badge>
  );
}

function FavoriteCard({
  favorite,
  onRemove,
}: {
  favorite: Favorite;
  onRemove: (favorite: Favorite) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  const titleId = useId();
  const { property } = favorite;
  const title = localize(property.title);
  const linked = ON_THE_SITE.includes(property.status);

  return (
    <Card as="li" aria-labelledby={titleId} data-property-id={favorite.propertyId}>
      <CardMedia overlay={<StatusBadge status={property.status} />}>
        <FallbackImage
          src={property.coverImage?.url}
          alt={localize(property.coverImage?.alt)}
          lang={contentLang(property.coverImage?.alt)}
          className={linked ? undefined : styles.faded}
        />
      </CardMedia>
      <CardBody>
        <CardMeta icon={<MapPinIcon size={16} />}>{placeName(property.city, language)}</CardMeta>
        <h3 id={titleId} className={styles.title} lang={contentLang(property.title)}>
          {linked ? <Link to={`/property/${encodeURIComponent(property.id)}`}>{title}</Link> : title}
        </h3>
        {property.priceEur !== null && property.status !== 'deleted' ? (
          <p className={styles.price}>
            <span className="visually-hidden">{t('account:favorites.price')}: </span>
            {formatPrice(property.priceEur)}
          </p>
        ) : null}
        <p className={styles.added}>
          {t('account:favorites.added', { date: formatDate(favorite.addedAt, language) })}
        </p>
      </CardBody>
      <CardFooter>
        <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={() => onRemove(favorite)}>
          {t('common:favorites.remove')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * The client's favorite properties, newest first, as they are now: price, status, or gone from the
 * catalogue. Removing one is at once, with a few seconds to undo it.
 */
export function FavoritesTab() {
  const { t } = useTranslation(['account', 'common']);
  const localize = useLocalize();
  const toast = useToast();
  const favorites = useFavorites();
  const change = useFavoriteChange();
  const errorText = useFavoriteErrorText();

  // One toast per removal, however many are under way (mutate's own callbacks follow the latest call only).
  const fail = (error: unknown) => toast.show(errorText(error), 'error');
  const undo = (favorite: Favorite) =>
    change.mutateAsync({ propertyId: favorite.propertyId, saved: true, entry: favorite }).catch(fail);
  const remove = (favorite: Favorite) =>
    change.mutateAsync({ propertyId: favorite.propertyId, saved: false }).then(
      () =>
        toast.show(t('account:favorites.removed', { title: localize(favorite.property.title) }), 'info', {
          label: t('account:favorites.undo'),
          onClick: () => void undo(favorite),
        }),
      fail,
    );

  if (favorites.isPending) return <CardSkeletonGrid count={3} label={t('account:favorites.loading')} />;
  if (favorites.isError) {
    const failure = describeApiError(favorites.error);
    return (
      <ErrorState
        title={t('account:favorites.error')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void favorites.refetch()}
      />
    );
  }
  if (favorites.data.items.length === 0) return <EmptyTab name="favorites" to="/properties" />;
  // The tab names the list; its heading keeps the cards' titles (h3) in order for screen readers.
  return (
    <div className={styles.tab}>
      <h2 id="favorites-heading" className="visually-hidden">
        {t('account:favorites.listLabel')}
      </h2>
      <ul className="grid-cards" role="list" aria-labelledby="favorites-heading">
        {favorites.data.items.map((favorite) => (
          <FavoriteCard
            key={favorite.propertyId}
            favorite={favorite}
            onRemove={(entry) => void remove(entry)}
          />
        ))}
      </ul>
    </div>
  );
}
