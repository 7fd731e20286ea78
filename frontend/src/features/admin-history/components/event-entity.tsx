import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HistoryEvent } from '../api/list-events';
import styles from './history.module.css';

type Entity = HistoryEvent['entity'];

/** The back-office screen of an entity, where there is one. */
export function entityPath(entity: Entity): string | null {
  const id = encodeURIComponent(entity.id);
  switch (entity.kind) {
    // A property's sale and mandate are run from its editor, where its statistics count its search matches.
    case 'property':
    case 'sale':
    case 'mandate':
    case 'matches':
      return `/admin/properties/edit/${id}`;
    case 'service':
      return `/admin/services/edit/${id}`;
    case 'experience':
      return `/admin/experiences/edit/${id}`;
    case 'booking':
      return `/admin/bookings/${id}`;
    case 'inquiry':
      return `/admin/inquiries/${id}`;
    case 'viewing':
      return '/admin/viewings';
    case 'user':
      return `/admin/users/${id}`;
    default:
      return null;
  }
}

/** The entity's kind, and its reference (or id), linked to its screen. */
export function EventEntity({ entity }: { entity: Entity }) {
  const { t } = useTranslation('adminHistory');
  const name = entity.reference ?? entity.id;
  const path = entityPath(entity);
  return (
    <>
      <span className={styles.meta}>{t(`kinds.${entity.kind}`)}</span>
      {path ? (
        <Link to={path} className={styles.entity}>
          {name}
        </Link>
      ) : (
        <span className={styles.entity}>{name}</span>
      )}
    </>
  );
}
