import { useTranslation } from 'react-i18next';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { useSimilarProperties } from '../api/get-similar-properties';
import { PropertyCard } from './property-card';
import { QueryError } from './query-error';
import styles from './property-detail.module.css';

/** Up to four properties like this one; the section stays away when there are none. */
export function SimilarProperties({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('catalogue');
  const query = useSimilarProperties(propertyId);
  if (query.isSuccess && query.data.length === 0) return null;

  return (
    <section className={styles.similar} aria-labelledby="property-similar">
      <h2 id="property-similar">{t('property.similar.heading')}</h2>
      {query.isPending ? (
        <CardSkeletonGrid count={4} label={t('property.similar.loading')} className={styles.similarGrid} />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          title={t('property.similar.error')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ul className={`grid-cards ${styles.similarGrid}`} role="list">
          {query.data.map((property) => (
            <PropertyCard key={property.id} property={property} />
          ))}
        </ul>
      )}
    </section>
  );
}
