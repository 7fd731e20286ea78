import type { LocalizedText } from '../../../../platform/i18n/languages';
import type { CatalogueImage } from '../../domain/property';
import type { PriceBasis } from '../../domain/offering';

/** What another module needs to book a service or an experience, as the catalogue states it now. */
export type BookableOffering =
  | {
      kind: 'service';
      id: string;
      title: LocalizedText;
      image: CatalogueImage;
      /** A service is priced 'from N EUR': the final price is agreed with the client. */
      priceFromEur: number;
    }
  | {
      kind: 'experience';
      id: string;
      title: LocalizedText;
      image: CatalogueImage;
      priceEur: number;
      priceBasis: PriceBasis;
      maxGuestsPerDate: number;
    };
