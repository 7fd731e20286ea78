import type {
  Accommodation,
  BreadcrumbList,
  ItemAvailability,
  OpeningHoursSpecification,
  PostalAddress,
  RealEstateAgent,
  RealEstateListing,
  WithContext,
} from 'schema-dts';
import { AGENCY } from '../agency/agency-info';
import type { PropertyDetail, PropertyType, PublicPropertyStatus } from '../api/types';
import { LANGUAGES } from '../i18n/languages';
import type { Language } from '../i18n/languages';
import { localize } from '../i18n/localize';
import { pageUrl } from './page-head';
import { absoluteImageUrl } from './social-image';

/*
 * JSON-LD documents (schema.org, typed by schema-dts) for the head's `jsonLd`. Names and descriptions come
 * from the catalogue or the caller, in the page's language; the agency's data from agency-info.ts.
 */

const LOGO_PATH = '/favicon.svg';
const AGENCY_IMAGE_PATH = '/images/hero/hero-1.svg';
const COUNTRY = 'ES';

/** Every office: Monday to Friday, 9:00-19:00, Spanish local time (site spec, "Office hours"). */
const OFFICE_HOURS: OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '19:00',
};

/** The agency's node id, so a listing can name the agency without repeating it. */
export function agencyId(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/#agency`;
}

function postalAddress(address: { street?: string; postalCode: string; city: string }): PostalAddress {
  return {
    '@type': 'PostalAddress',
    ...(address.street && { streetAddress: address.street }),
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressRegion: AGENCY.headquarters.province,
    addressCountry: COUNTRY,
  };
}

/** The agency, its three offices and their hours, for the home, contact and about pages. */
export function agencyJsonLd(origin: string, language: Language): WithContext<RealEstateAgent> {
  const absolute = (path: string) => new URL(path, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agencyId(origin),
    name: AGENCY.name,
    url: pageUrl(origin, language, '/'),
    logo: absolute(LOGO_PATH),
    image: absolute(AGENCY_IMAGE_PATH),
    telephone: AGENCY.phone,
    email: AGENCY.email,
    foundingDate: String(AGENCY.foundedYear),
    address: postalAddress(AGENCY.headquarters),
    openingHoursSpecification: OFFICE_HOURS,
    location: AGENCY.offices.map((office) => ({
      '@type': 'Place',
      name: `${AGENCY.name} · ${office.city}`,
      address: postalAddress(office),
      openingHoursSpecification: OFFICE_HOURS,
    })),
    areaServed: { '@type': 'AdministrativeArea', name: AGENCY.headquarters.province },
    knowsLanguage: [...LANGUAGES],
    sameAs: AGENCY.social.map((network) => network.url),
  };
}

/**
 * schema.org's availability closest to each public status. A reserved property has a buyer's deposit and
 * cannot be bought unless that sale falls through: `Reserved` ("reserved and therefore not available") says
 * exactly that, where LimitedAvailability would suggest it can still be bought and PreOrder that it is not
 * on the market yet.
 */
const AVAILABILITY: Record<PublicPropertyStatus, ItemAvailability> = {
  active: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

/**
 * The schema.org type of each kind of property: detached homes are single-family residences, a townhouse
 * (terraced or semi-detached) a house, and the flats (studio, duplex and penthouse included) apartments.
 */
const ACCOMMODATION_TYPE: Record<PropertyType, 'SingleFamilyResidence' | 'House' | 'Apartment'> = {
  villa: 'SingleFamilyResidence',
  house: 'SingleFamilyResidence',
  townhouse: 'House',
  apartment: 'Apartment',
  penthouse: 'Apartment',
  studio: 'Apartment',
  duplex: 'Apartment',
};

function accommodation(property: PropertyDetail, name: string, id: string): Accommodation {
  const { specifications: specs, address } = property;
  return {
    '@type': ACCOMMODATION_TYPE[property.type],
    '@id': id,
    name,
    floorSize: { '@type': 'QuantitativeValue', value: specs.sizeBuiltM2, unitCode: 'MTK' },
    numberOfBedrooms: specs.bedrooms,
    numberOfBathroomsTotal: specs.bathrooms,
    yearBuilt: specs.yearBuilt,
    address: postalAddress(address),
    // An approximate point (the owner hides the exact one) would put the listing's pin in the wrong place.
    ...(address.coordinates &&
      !address.approximateLocation && {
        geo: {
          '@type': 'GeoCoordinates',
          latitude: address.coordinates.lat,
          longitude: address.coordinates.lng,
        },
      }),
  };
}

export interface ListingContext {
  origin: string;
  language: Language;
  /** The absolute address of the property's page in `language` (`pageUrl`). */
  url: string;
}

/** A property's page as a listing: the home it offers, its price and whether it can still be bought. */
export function listingJsonLd(
  property: PropertyDetail,
  { origin, language, url }: ListingContext,
): WithContext<RealEstateListing> {
  const name = localize(property.title, language);
  const description =
    localize(property.fullDescription, language) || localize(property.shortDescription, language);
  const homeId = `${url}#home`;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name,
    description,
    inLanguage: language,
    image: property.gallery.images.map((image) => absoluteImageUrl(origin, image)),
    datePosted: property.listedAt,
    dateModified: property.updatedAt,
    mainEntity: accommodation(property, name, homeId),
    offers: {
      '@type': 'Offer',
      price: property.price.saleEur,
      priceCurrency: 'EUR',
      availability: AVAILABILITY[property.status],
      // For sale, not to let: GoodRelations' individual, which schema.org's BusinessFunction takes.
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
      itemOffered: { '@id': homeId },
      seller: { '@type': 'RealEstateAgent', '@id': agencyId(origin), name: AGENCY.name },
    },
  };
}

export interface BreadcrumbItem {
  /** The crumb's label, in the page's language. */
  name: string;
  /** Absolute URL. */
  url: string;
}

/** The trail from the home page to this one, first crumb first. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
