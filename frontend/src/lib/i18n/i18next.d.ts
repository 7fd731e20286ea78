// Typed translation keys: `t('…')` accepts only keys of the Spanish catalogues (Spanish is the source every
// other language is checked against by locales.unit.spec.ts), so a missing or misspelt key fails the type
// check instead of showing a raw key to a visitor.
import type about from '../../locales/es/about.json';
import type account from '../../locales/es/account.json';
import type alerts from '../../locales/es/alerts.json';
import type admin from '../../locales/es/admin.json';
import type adminHistory from '../../locales/es/adminHistory.json';
import type adminInquiries from '../../locales/es/adminInquiries.json';
import type adminMandates from '../../locales/es/adminMandates.json';
import type adminOfferings from '../../locales/es/adminOfferings.json';
import type adminPortals from '../../locales/es/adminPortals.json';
import type adminProperties from '../../locales/es/adminProperties.json';
import type adminSales from '../../locales/es/adminSales.json';
import type adminStatistics from '../../locales/es/adminStatistics.json';
import type auth from '../../locales/es/auth.json';
import type bookings from '../../locales/es/bookings.json';
import type catalogue from '../../locales/es/catalogue.json';
import type common from '../../locales/es/common.json';
import type compare from '../../locales/es/compare.json';
import type consent from '../../locales/es/consent.json';
import type contact from '../../locales/es/contact.json';
import type home from '../../locales/es/home.json';
import type legal from '../../locales/es/legal.json';
import type map from '../../locales/es/map.json';
import type newsletter from '../../locales/es/newsletter.json';
import type offers from '../../locales/es/offers.json';
import type pipeline from '../../locales/es/pipeline.json';
import type previews from '../../locales/es/previews.json';
import type purchaseCosts from '../../locales/es/purchaseCosts.json';
import type sellerReport from '../../locales/es/sellerReport.json';
import type viewings from '../../locales/es/viewings.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      account: typeof account;
      admin: typeof admin;
      alerts: typeof alerts;
      adminHistory: typeof adminHistory;
      adminInquiries: typeof adminInquiries;
      adminMandates: typeof adminMandates;
      adminOfferings: typeof adminOfferings;
      adminPortals: typeof adminPortals;
      adminProperties: typeof adminProperties;
      adminSales: typeof adminSales;
      adminStatistics: typeof adminStatistics;
      auth: typeof auth;
      bookings: typeof bookings;
      catalogue: typeof catalogue;
      common: typeof common;
      compare: typeof compare;
      consent: typeof consent;
      contact: typeof contact;
      home: typeof home;
      legal: typeof legal;
      map: typeof map;
      newsletter: typeof newsletter;
      offers: typeof offers;
      pipeline: typeof pipeline;
      previews: typeof previews;
      purchaseCosts: typeof purchaseCosts;
      sellerReport: typeof sellerReport;
      viewings: typeof viewings;
    };
  }
}
