import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000001_event_store } from './Migration20261121000001_event_store';
import { Migration20261121000002_mail_log } from './Migration20261121000002_mail_log';
import { Migration20261121000003_catalogue } from './Migration20261121000003_catalogue';
import { Migration20261121000004_engagement } from './Migration20261121000004_engagement';
import { Migration20261121000005_identity } from './Migration20261121000005_identity';
import { Migration20261121000006_catalogue_search } from './Migration20261121000006_catalogue_search';
import { Migration20261123000002_bookings } from './Migration20261123000002_bookings';
import { Migration20261123000003_media } from './Migration20261123000003_media';
import { Migration20261123000004_booking_payment_changes } from './Migration20261123000004_booking_payment_changes';
import { Migration20261123100003_inquiry_sender } from './Migration20261123100003_inquiry_sender';
import { Migration20261124000001_catalogue_search_text_covering } from './Migration20261124000001_catalogue_search_text_covering';
import { Migration20261124000002_catalogue_similar_by_price } from './Migration20261124000002_catalogue_similar_by_price';
import { Migration20261125000001_client_space } from './Migration20261125000001_client_space';
import { Migration20261125100001_bookable_offerings } from './Migration20261125100001_bookable_offerings';
import { Migration20261125200001_inquiry_inbox } from './Migration20261125200001_inquiry_inbox';
import { Migration20261125300001_viewings } from './Migration20261125300001_viewings';
import { Migration20261125400001_event_history } from './Migration20261125400001_event_history';
import { Migration20261125600001_catalogue_translations } from './Migration20261125600001_catalogue_translations';
import { Migration20261125700001_personal_data } from './Migration20261125700001_personal_data';
import { Migration20261125700002_account_erasure_links } from './Migration20261125700002_account_erasure_links';
import { Migration20261125800001_booking_guest_accounts } from './Migration20261125800001_booking_guest_accounts';
import { Migration20261127000001_catalogue_map } from './Migration20261127000001_catalogue_map';
import { Migration20261127100001_purchase_cost_rates } from './Migration20261127100001_purchase_cost_rates';
import { Migration20261128000001_mail_delivery } from './Migration20261128000001_mail_delivery';
import { Migration20261128100001_booking_reasons } from './Migration20261128100001_booking_reasons';
import { Migration20261128200001_booking_price_notes } from './Migration20261128200001_booking_price_notes';
import { Migration20261129000001_sales } from './Migration20261129000001_sales';
import { Migration20261129000002_mandates } from './Migration20261129000002_mandates';
import { Migration20261129000003_viewing_feedback } from './Migration20261129000003_viewing_feedback';
import { Migration20261129000004_listing_statistics } from './Migration20261129000004_listing_statistics';
import { Migration20261129000005_offer_fall_through_reason } from './Migration20261129000005_offer_fall_through_reason';
import { Migration20261129000006_saved_search_matches } from './Migration20261129000006_saved_search_matches';
import { Migration20261129000007_pipeline } from './Migration20261129000007_pipeline';
import { Migration20261129000008_seller_report_links } from './Migration20261129000008_seller_report_links';
import { Migration20261129000009_pipeline_counts } from './Migration20261129000009_pipeline_counts';
import { Migration20261130000001_portals } from './Migration20261130000001_portals';
import { Migration20261130000002_brochures } from './Migration20261130000002_brochures';
import { Migration20261130000003_price_history } from './Migration20261130000003_price_history';
import { Migration20261130000004_newsletter } from './Migration20261130000004_newsletter';
import { Migration20261201000001_two_factor } from './Migration20261201000001_two_factor';
import { Migration20261201000002_session_devices } from './Migration20261201000002_session_devices';

/** Every migration, in order. Listed explicitly so the compiled build needs no file discovery. */
export const MIGRATIONS: MigrationObject[] = [
  Migration20261121000001_event_store,
  Migration20261121000002_mail_log,
  Migration20261121000003_catalogue,
  Migration20261121000004_engagement,
  Migration20261121000005_identity,
  Migration20261121000006_catalogue_search,
  Migration20261123000002_bookings,
  Migration20261123000003_media,
  Migration20261123000004_booking_payment_changes,
  Migration20261123100003_inquiry_sender,
  Migration20261124000001_catalogue_search_text_covering,
  Migration20261124000002_catalogue_similar_by_price,
  Migration20261125000001_client_space,
  Migration20261125100001_bookable_offerings,
  Migration20261125200001_inquiry_inbox,
  Migration20261125300001_viewings,
  Migration20261125400001_event_history,
  Migration20261125600001_catalogue_translations,
  Migration20261125700001_personal_data,
  Migration20261125700002_account_erasure_links,
  Migration20261125800001_booking_guest_accounts,
  Migration20261127000001_catalogue_map,
  Migration20261127100001_purchase_cost_rates,
  Migration20261128000001_mail_delivery,
  Migration20261128100001_booking_reasons,
  Migration20261128200001_booking_price_notes,
  Migration20261129000001_sales,
  Migration20261129000002_mandates,
  Migration20261129000003_viewing_feedback,
  Migration20261129000004_listing_statistics,
  Migration20261129000005_offer_fall_through_reason,
  Migration20261129000006_saved_search_matches,
  Migration20261129000007_pipeline,
  Migration20261129000008_seller_report_links,
  Migration20261129000009_pipeline_counts,
  Migration20261130000001_portals,
  Migration20261130000002_brochures,
  Migration20261130000003_price_history,
  Migration20261130000004_newsletter,
  Migration20261201000001_two_factor,
  Migration20261201000002_session_devices,
].map((migration) => ({ name: migration.name, class: migration }));
