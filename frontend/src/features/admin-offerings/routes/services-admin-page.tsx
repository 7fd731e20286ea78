import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatPrice } from '../../../lib/format/format';
import { OfferingListPage } from '../components/offering-list-page';
import styles from '../components/offerings.module.css';

/** /admin/services (admins and owners): the services with search; owners may delete one. */
export default function ServicesAdminPage() {
  const { t } = useTranslation('adminOfferings');
  return (
    <OfferingListPage
      kind="services"
      columns={[
        {
          key: 'price',
          label: t('list.columns.price'),
          cell: (service) => (
            <span className={styles.price}>
              <span className={styles.priceLabel}>{t('list.from')} </span>
              {formatPrice(service.priceFromEur)}
            </span>
          ),
        },
        {
          key: 'premium',
          label: t('list.columns.category'),
          cell: (service) =>
            service.premium ? (
              <Badge tone="gold">{t('services.premium')}</Badge>
            ) : (
              <Badge tone="sand">{t('services.regular')}</Badge>
            ),
        },
      ]}
    />
  );
}
