import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SelectField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { pageCount } from '../../../components/ui/pagination';
import { formatDay, formatPrice } from '../../../lib/format/format';
import { useListAddress } from '../../../lib/hooks/use-list-address';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { OfferStatusBadge } from '../../../widgets/offers/offer-rounds';
import type { AdminOffer } from '../../../widgets/offers/offer-types';
import { OFFERS_PAGE_SIZE, useOfferInbox, type OfferInboxQuery } from '../api/list-offers';
import styles from '../components/offers-inbox.module.css';

function OfferRows({ items }: { items: AdminOffer[] }) {
  const { t } = useTranslation(['adminSales', 'offers']);
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="offers-inbox-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="offers-inbox-caption" className="visually-hidden">
          {t('adminSales:inbox.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('adminSales:inbox.columns.property')}</th>
            <th scope="col">{t('adminSales:deal.buyer')}</th>
            <th scope="col">{t('adminSales:offer.amount')}</th>
            <th scope="col">{t('offers:fields.financing')}</th>
            <th scope="col">{t('offers:fields.validUntil')}</th>
            <th scope="col">{t('offers:mine.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((offer) => (
            <tr key={offer.id}>
              <th scope="row" lang={contentLang(offer.property.title)}>
                <Link to={`/admin/properties/edit/${encodeURIComponent(offer.property.id)}`}>
                  {localize(offer.property.title)}
                </Link>
              </th>
              <td>{offer.buyer?.name ?? t('adminSales:offer.buyerGone')}</td>
              <td>{formatPrice(offer.amountEur)}</td>
              <td>{t(`offers:financing.${offer.financing}`)}</td>
              <td>{formatDay(offer.validUntil, language)}</td>
              <td>
                <OfferStatusBadge status={offer.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/offers (admins and owners): the offers across properties, the most recently changed first, the
 * open ones unless all are asked for (`?status=all&page=`); each leads to its property's sale panel.
 */
export default function OffersInboxPage() {
  const { t } = useTranslation(['adminSales', 'offers']);
  useDocumentMeta(t('adminSales:inbox.title'), t('adminSales:inbox.lead'));
  const { params, update } = useListAddress<'status'>();
  const page = Number(params.get('page'));
  const query: OfferInboxQuery = {
    status: params.get('status') === 'all' ? 'all' : 'open',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: OFFERS_PAGE_SIZE,
  };
  const offers = useOfferInbox(query);

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('adminSales:inbox.eyebrow')}
          title={t('adminSales:inbox.title')}
          lead={t('adminSales:inbox.lead')}
        />
        <section className={styles.section}>
          <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
            <SelectField
              label={t('adminSales:inbox.filter')}
              name="status"
              value={query.status}
              onChange={(event) => update({ status: event.target.value === 'all' ? 'all' : '' })}
            >
              <option value="open">{t('adminSales:inbox.open')}</option>
              <option value="all">{t('adminSales:inbox.all')}</option>
            </SelectField>
          </form>
          <AdminListResults
            query={offers}
            isEmpty={(list) => list.items.length === 0}
            texts={{ loading: t('adminSales:inbox.loading'), failed: t('adminSales:inbox.failed') }}
            empty={{ title: t('adminSales:inbox.empty.title'), message: t('adminSales:inbox.empty.message') }}
            pagination={(list) => {
              const pages = pageCount(list.total, list.pageSize);
              return {
                page: list.page,
                pages,
                label: t('adminSales:inbox.pagination.label'),
                previousLabel: t('adminSales:inbox.pagination.previous'),
                nextLabel: t('adminSales:inbox.pagination.next'),
                positionLabel: t('adminSales:inbox.pagination.position', { page: list.page, pages }),
                onPageChange: (next) => update({ page: next }),
              };
            }}
          >
            {(list) => <OfferRows items={list.items} />}
          </AdminListResults>
        </section>
      </div>
    </div>
  );
}
