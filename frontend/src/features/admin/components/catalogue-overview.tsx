import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '../../../lib/api/types';
import styles from './admin.module.css';
import { StatList } from './stat-list';

const PROPERTY_STATUSES = ['draft', 'active', 'reserved', 'sold', 'withdrawn'] as const;
const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'cancelled'] as const;

/** What the catalogue holds, how the bookings stand and the viewings to answer, from the dashboard's read models. */
export function CatalogueOverview({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useTranslation('admin');
  const { properties, services, experiences, bookings } = dashboard;
  return (
    <div className={styles.countGroups}>
      <StatList
        label={t('overview.catalogue')}
        stats={[
          { key: 'properties', label: t('overview.properties'), value: properties.total },
          { key: 'public', label: t('overview.publicProperties'), value: properties.public },
          { key: 'services', label: t('overview.services'), value: services.total },
          { key: 'premium', label: t('overview.premiumServices'), value: services.premium },
          { key: 'basic', label: t('overview.basicExperiences'), value: experiences.basic },
          { key: 'vip', label: t('overview.vipExperiences'), value: experiences.vip },
        ]}
      />
      <StatList
        label={t('overview.propertiesByStatus')}
        stats={PROPERTY_STATUSES.map((status) => ({
          key: status,
          label: t(`overview.propertyStatus.${status}`),
          value: properties.byStatus[status],
        }))}
      />
      <StatList
        label={t('overview.bookings')}
        stats={[
          { key: 'total', label: t('overview.bookingsTotal'), value: bookings.total },
          { key: 'requested', label: t('overview.bookingsRequested'), value: bookings.byStatus.requested },
          ...PAYMENT_STATUSES.map((status) => ({
            key: status,
            label: t(`paymentStatus.${status}`),
            value: bookings.byPaymentStatus[status],
          })),
        ]}
      />
      <StatList
        label={t('overview.viewings')}
        stats={[
          { key: 'awaiting', label: t('overview.viewingsAwaiting'), value: dashboard.viewingsAwaiting },
        ]}
      />
    </div>
  );
}
