import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format/format';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { placeName } from '../../../lib/places/place-names';
import type { PipelineBoard, PipelineDeal } from '../api/pipeline';
import styles from './pipeline.module.css';

/** The instant the card shows: when the deal entered its stage, else when it last changed. */
function stageDate(deal: PipelineDeal): string {
  if (deal.stage === 'lost' && deal.lostAt) return deal.lostAt;
  if (deal.stage === 'completed' && deal.completedAt) return deal.completedAt;
  if (deal.stage === 'reserved' && deal.reservedAt) return deal.reservedAt;
  return deal.updatedAt;
}

function DealCard({ deal, agentName }: { deal: PipelineDeal; agentName: string | null }) {
  const { t } = useTranslation('pipeline');
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  return (
    <li className={styles.card}>
      <Link
        className={styles.cardLink}
        to={`/admin/properties/edit/${encodeURIComponent(deal.propertyId)}`}
        lang={contentLang(deal.title)}
      >
        {localize(deal.title)}
      </Link>
      <p className={styles.client}>{deal.clientName ?? t('card.clientGone')}</p>
      <dl className={styles.facts}>
        {deal.area ? (
          <div>
            <dt>{t('card.area')}</dt>
            <dd>{placeName(deal.area, language)}</dd>
          </div>
        ) : null}
        {deal.amountEur !== null ? (
          <div>
            <dt>{t('card.offer')}</dt>
            <dd>{formatPrice(deal.amountEur)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('card.agent')}</dt>
          <dd>{agentName ?? t('card.unassigned')}</dd>
        </div>
        <div>
          <dt>{t(`card.since.${deal.stage}`)}</dt>
          <dd>{formatDate(stageDate(deal), language)}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The deals in six columns, one per stage, each headed by its name and count (a stack of sections on a
 * phone). Each card is a link to the property's editor; the columns show the latest deals only.
 */
export function PipelineBoard({ board }: { board: PipelineBoard }) {
  const { t } = useTranslation('pipeline');
  const language = useLanguage();
  const agentNames = new Map(board.agents.map((agent) => [agent.id, agent.name]));
  return (
    <div className={styles.board}>
      {board.columns.map((column) => {
        const headingId = `pipeline-stage-${column.stage}`;
        return (
          <section key={column.stage} className={styles.column} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.columnTitle}>
              {t(`stages.${column.stage}`)}{' '}
              <span className={styles.count}>
                <span aria-hidden="true">{formatNumber(column.count, language)}</span>
                <span className="visually-hidden">
                  {t('board.count', {
                    count: column.count,
                    deals: formatNumber(column.count, language),
                  })}
                </span>
              </span>
            </h2>
            {column.deals.length === 0 ? (
              <p className={styles.empty}>{t('board.empty')}</p>
            ) : (
              <ul className={styles.cards}>
                {column.deals.map((deal) => (
                  <DealCard
                    key={`${deal.propertyId}/${deal.clientId}`}
                    deal={deal}
                    agentName={deal.agentId ? (agentNames.get(deal.agentId) ?? null) : null}
                  />
                ))}
              </ul>
            )}
            {column.count > column.deals.length ? (
              <p className={styles.more}>
                {t('board.more', {
                  shown: column.deals.length,
                  total: formatNumber(column.count, language),
                })}
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
