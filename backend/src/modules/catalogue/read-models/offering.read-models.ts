import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { LocalizedText } from '../../../platform/i18n/languages';
import type { ExperienceType } from '../domain/catalogue-enums';
import type { PriceBasis } from '../domain/offering';
import type { CatalogueImage } from '../domain/property';
import type { Translations } from '../domain/translations';

@Entity({ tableName: 'catalogue_services' })
export class ServiceReadModel {
  @PrimaryKey({ type: 'text' })
  id: string;

  /** The stream version this row reflects: an edit form sends it back as its expected version. */
  @Property({ type: 'integer' })
  version: number;

  @Property({ type: 'integer' })
  position: number;

  @Property({ type: 'boolean' })
  premium: boolean;

  @Property({ type: 'json' })
  title: LocalizedText;

  @Property({ type: 'json' })
  description: LocalizedText;

  @Property({ type: 'integer', fieldName: 'price_from_eur' })
  priceFromEur: number;

  @Property({ type: 'json' })
  image: CatalogueImage;

  @Property({ type: 'json' })
  highlights: LocalizedText[];

  /** Who wrote each translation of each text, for which Spanish. */
  @Property({ type: 'json' })
  translations: Translations;

  @Property({ type: 'datetime', fieldName: 'listed_at' })
  listedAt: Date;
}

@Entity({ tableName: 'catalogue_experiences' })
export class ExperienceReadModel {
  @PrimaryKey({ type: 'text' })
  id: string;

  /** The stream version this row reflects: an edit form sends it back as its expected version. */
  @Property({ type: 'integer' })
  version: number;

  @Property({ type: 'integer' })
  position: number;

  @Property({ type: 'text' })
  type: ExperienceType;

  @Property({ type: 'json' })
  title: LocalizedText;

  @Property({ type: 'json' })
  description: LocalizedText;

  @Property({ type: 'json' })
  duration: LocalizedText;

  @Property({ type: 'integer', fieldName: 'price_eur' })
  priceEur: number;

  @Property({ type: 'text', fieldName: 'price_basis' })
  priceBasis: PriceBasis;

  @Property({ type: 'integer', fieldName: 'max_guests_per_date' })
  maxGuestsPerDate: number;

  @Property({ type: 'json' })
  image: CatalogueImage;

  /** Who wrote each translation of each text, for which Spanish. */
  @Property({ type: 'json' })
  translations: Translations;

  @Property({ type: 'datetime', fieldName: 'listed_at' })
  listedAt: Date;
}
