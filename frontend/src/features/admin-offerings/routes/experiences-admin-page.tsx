import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { SelectField } from '../../../components/ui/form-field';
import { formatPrice } from '../../../lib/format/format';
import { useLocalize } from '../../../lib/i18n/localize';
import { OfferingListPage } from '../components/offering-list-page';
import styles from '../components/offerings.module.css';
import { useTypeFilter } from '../utils/use-list-params';
import type { TypeFilter } from '../utils/use-list-params';

const TYPE_FILTERS: readonly TypeFilter[] = ['all', 'basic', 'vip'];

/** /admin/experiences (admins and owners): search, basic/VIP filter; owners may delete one. */
export default function ExperiencesAdminPage() {
  const { t } = useTranslation('adminOfferings');
  const localize = useLocalize();
  const { type, setType } = useTypeFilter();
  return (
    <OfferingListPage
      kind="experiences"
      filter={{
        control: (
          <SelectField
            label={t('experiences.filter')}
            name="type"
            value={type}
            onChange={(event) => setType(event.target.value as TypeFilter)}
          >
            {TYPE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`experiences.types.${value}`)}
              </option>
            ))}
          </SelectField>
        ),
        matches: (experience) => type === 'all' || experience.type === type,
        active: type !== 'all',
      }}
      columns={[
        {
          key: 'type',
          label: t('list.columns.type'),
          cell: (experience) => (
            <Badge tone={experience.type === 'vip' ? 'navy' : 'sand'}>
              {t(`experiences.types.${experience.type}`)}
            </Badge>
          ),
        },
        {
          key: 'duration',
          label: t('list.columns.duration'),
          cell: (experience) => localize(experience.duration),
        },
        {
          key: 'price',
          label: t('list.columns.price'),
          cell: (experience) => <span className={styles.price}>{formatPrice(experience.priceEur)}</span>,
        },
      ]}
    />
  );
}
