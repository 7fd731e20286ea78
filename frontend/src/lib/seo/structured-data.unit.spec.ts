import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { PropertyDetail } from '../api/types';
import { renderHeadHtml } from './page-head';
import { agencyJsonLd, breadcrumbJsonLd, listingJsonLd } from './structured-data';

/*
 * The documents are checked the way a crawler meets them: written into a page by renderHeadHtml, extracted
 * from its HTML and validated by Adobe's structured-data validator, which applies Google's rich-result rules
 * and, given a schema.org vocabulary, flags unknown types (errors) and properties (warnings). No package
 * here ships schema.org's vocabulary file and tests cannot download it, so the vocabulary is read from
 * schema-dts's declarations, which are generated from it: each type with its properties, inherited included.
 */

interface Issue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  fieldNames?: string[];
}

interface SchemaGraph {
  '@graph': object[];
}

/** Every schema.org type schema-dts declares, with the names of all the properties it takes. */
function schemaDtsTypes(): Map<string, Set<string>> {
  const declarations = path.join(
    path.dirname(require.resolve('schema-dts/package.json')),
    'dist/schema.d.ts',
  );
  const bases = new Map<string, { parents: string[]; properties: string[] }>();
  const baseOfType = new Map<string, string>();
  let open: { parents: string[]; properties: string[] } | undefined;
  let leafBase: string | undefined;
  for (const line of readFileSync(declarations, 'utf8').split('\n')) {
    // interface HouseBase extends AccommodationBase {   "numberOfRooms"?: ...;   }
    const base = /^interface (\w+)Base(?: extends ([^{]*))? \{/.exec(line);
    if (base) {
      open = {
        parents: [...(base[2] ?? '').matchAll(/(\w+)Base\b/g)].map((match) => match[1]),
        properties: [],
      };
      bases.set(base[1], open);
      continue;
    }
    if (line.startsWith('}')) open = undefined;
    const property = /^\s+"([A-Za-z][\w-]*)"\?:/.exec(line);
    if (open && property) open.properties.push(property[1]);
    // export interface RealEstateAgentLeaf extends LocalBusinessBase {   "@type": "RealEstateAgent";
    const leaf = /^export (?:interface|type) \w+Leaf\b.*?\b(\w+)Base\b/.exec(line);
    if (leaf) leafBase = leaf[1];
    const type = /^\s+"@type": "(\w+)";/.exec(line);
    if (type && leafBase) {
      baseOfType.set(type[1], leafBase);
      leafBase = undefined;
    }
  }
  const propertiesOf = (name: string): string[] => {
    const base = bases.get(name);
    return base ? [...base.properties, ...base.parents.flatMap(propertiesOf)] : [];
  };
  return new Map([...baseOfType].map(([type, base]) => [type, new Set(propertiesOf(base))]));
}

/** The same, in the shape of schema.org's JSON-LD vocabulary that the validator takes. */
function schemaGraph(types: Map<string, Set<string>>): SchemaGraph {
  const domains = new Map<string, string[]>();
  for (const [type, properties] of types) {
    for (const property of properties) domains.set(property, [...(domains.get(property) ?? []), type]);
  }
  return {
    '@graph': [
      ...[...types.keys()].map((type) => ({ '@id': `schema:${type}`, '@type': 'rdfs:Class' })),
      ...[...domains].map(([property, types]) => ({
        '@id': `schema:${property}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': types.map((type) => ({ '@id': `schema:${type}` })),
      })),
    ],
  };
}

let vocabulary: SchemaGraph;

function validate(documents: object[]): { jsonld: Record<string, object[]>; issues: Issue[] } {
  const html = renderHeadHtml({
    language: 'en',
    title: 'Page',
    description: 'Description',
    path: '/',
    origin: ORIGIN,
    jsonLd: documents,
  });
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'structured-data-validator.testing.mjs')],
    {
      input: JSON.stringify({ html: `<html><head>${html}</head><body></body></html>`, vocabulary }),
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as { jsonld: Record<string, object[]>; issues: Issue[] };
}

const ORIGIN = 'https://costacantabria.es';
const UPLOAD = '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b';

function sampleProperty(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  const text = (es: string, en?: string) => (en ? { es, en } : { es });
  return {
    id: 'f3d1c8a2-0000-4000-8000-000000000001',
    version: 3,
    status: 'active',
    listedAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-20T16:30:00.000Z',
    isNew: false,
    pricePerM2Eur: 5000,
    reference: 'CCL-001',
    type: 'villa',
    location: 'santander',
    title: text('Villa frente al mar', 'Seafront villa'),
    subtitle: text('El Sardinero'),
    shortDescription: text('Villa con vistas', 'Villa with views'),
    fullDescription: text('Villa con vistas al Sardinero.', 'Villa overlooking El Sardinero.'),
    specifications: {
      bedrooms: 5,
      bathrooms: 4,
      guestBathroom: true,
      sizeBuiltM2: 420,
      sizePlotM2: 1200,
      floors: 2,
      yearBuilt: 2015,
      yearRenovated: null,
      floorLevel: null,
      orientation: 'south',
    },
    amenities: ['sea_view', 'pool'],
    features: { main: [], interior: [], exterior: [] },
    address: {
      area: 'El Sardinero',
      city: 'Santander',
      province: 'Cantabria',
      postalCode: '39005',
      beachDistanceM: 200,
      cityCenterDistanceM: 2500,
      airportDistanceKm: 8,
      nearby: [],
      coordinates: { lat: 43.4761, lng: -3.7868 },
      approximateLocation: false,
    },
    price: { saleEur: 2_100_000, communityFeesEur: null, propertyTaxEur: 3200 },
    agent: {
      name: 'Lucía',
      title: text('Agente'),
      phone: '+34 600 000 000',
      email: 'l@example.com',
      languages: [],
    },
    gallery: {
      images: [
        { url: `${UPLOAD}/1600.webp`, alt: text('Fachada', 'Façade') },
        { url: '/media/catalogue/villa-sardinero-exterior.svg', alt: text('Jardín') },
      ],
      virtualTourUrl: null,
      floorPlans: false,
      dronePhotos: false,
    },
    energyRating: 'B',
    rentalPotential: null,
    featured: true,
    machineTranslated: [],
    reduction: null,
    priceHistory: [],
    ...overrides,
  };
}

const listingUrl = `${ORIGIN}/en/property/villa-sardinero`;
const listing = (property: PropertyDetail) =>
  listingJsonLd(property, { origin: ORIGIN, language: 'en', url: listingUrl });
const breadcrumb = breadcrumbJsonLd([
  { name: 'Home', url: `${ORIGIN}/en` },
  { name: 'Properties', url: `${ORIGIN}/en/properties` },
  { name: 'Seafront villa', url: listingUrl },
]);

beforeAll(() => {
  vocabulary = schemaGraph(schemaDtsTypes());
});

describe('the vocabulary read from schema-dts', () => {
  it('knows the types and the inherited properties the documents use, and no misspellings', () => {
    const types = schemaDtsTypes();
    expect(types.size).toBeGreaterThan(800);
    expect(types.get('RealEstateListing')).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect([...types.get('RealEstateListing')!]).toEqual(
      expect.arrayContaining(['datePosted', 'offers', 'name']),
    );
    expect([...types.get('SingleFamilyResidence')!]).toEqual(
      expect.arrayContaining(['numberOfBedrooms', 'floorSize', 'geo', 'address']),
    );
    expect([...types.get('RealEstateAgent')!]).toEqual(
      expect.arrayContaining(['openingHoursSpecification', 'logo', 'areaServed', 'telephone']),
    );
    expect(types.has('RealEstateListng')).toBe(false);
    expect(types.get('RealEstateListing')!.has('numberOfBedrooms')).toBe(false);
  });
});

describe('JSON-LD documents', () => {
  it('pass schema.org and Google rules, as extracted from the rendered page', () => {
    const documents = [agencyJsonLd(ORIGIN, 'en'), listing(sampleProperty()), breadcrumb];
    const { jsonld, issues } = validate(documents);
    expect(issues).toEqual([]);
    expect(Object.keys(jsonld).sort()).toEqual(['BreadcrumbList', 'RealEstateAgent', 'RealEstateListing']);
  });

  it('fail for a misspelt type, a misspelt property, a property of another type and a nameless crumb', () => {
    const good = listing(sampleProperty());
    const { issues } = validate([
      { ...good, '@type': 'RealEstateListng' },
      { ...good, numberOfBedrooms: 3 },
      { ...good, mainEntity: { '@type': 'Apartment', numberOfBedroom: 3 } },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: `${ORIGIN}/en` },
          { '@type': 'ListItem', position: 2, name: 'Villa' },
        ],
      },
    ]);
    const messages = issues.map((issue) => `${issue.severity}: ${issue.issueMessage}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'ERROR: Type "RealEstateListng" is not a valid schema.org type',
        'WARNING: Property "numberOfBedrooms" for type "RealEstateListing" is not supported by the schema.org specification',
        'WARNING: Property "numberOfBedroom" for type "Apartment" is not supported by the schema.org specification',
        expect.stringMatching(
          /^ERROR: One of the following conditions needs to be met: Required attribute "name"/,
        ),
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it('keep a </script> in a catalogue text inside the script element', () => {
    const title = { es: 'Villa </script><script>alert(1)</script>', en: 'Villa </script><!-- & "more"' };
    const { jsonld, issues } = validate([listing(sampleProperty({ title }))]);
    expect(issues).toEqual([]);
    expect(jsonld.RealEstateListing[0]).toEqual(expect.objectContaining({ name: title.en }));
  });
});

describe('the listing', () => {
  it('offers the home for sale in euros, with its size, rooms, address and position', () => {
    const document = listing(sampleProperty());
    expect(document).toMatchObject({
      '@type': 'RealEstateListing',
      url: listingUrl,
      name: 'Seafront villa',
      description: 'Villa overlooking El Sardinero.',
      datePosted: '2026-10-01T09:00:00.000Z',
      dateModified: '2026-11-20T16:30:00.000Z',
      offers: {
        '@type': 'Offer',
        price: 2_100_000,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      mainEntity: {
        '@type': 'SingleFamilyResidence',
        floorSize: { '@type': 'QuantitativeValue', value: 420, unitCode: 'MTK' },
        numberOfBedrooms: 5,
        numberOfBathroomsTotal: 4,
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Santander',
          postalCode: '39005',
          addressCountry: 'ES',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 43.4761, longitude: -3.7868 },
      },
    });
  });

  it('gives the images as absolute URLs, an upload at its variant of at least 1200 px', () => {
    expect(listing(sampleProperty()).image).toEqual([
      `${ORIGIN}${UPLOAD}/1600.webp`,
      `${ORIGIN}/media/catalogue/villa-sardinero-exterior.svg`,
    ]);
  });

  it.each([
    ['reserved', 'https://schema.org/Reserved'],
    ['sold', 'https://schema.org/SoldOut'],
  ] as const)('says a %s home is %s', (status, availability) => {
    expect(listing(sampleProperty({ status })).offers).toMatchObject({ availability });
  });

  it.each([
    ['penthouse', 'Apartment'],
    ['townhouse', 'House'],
    ['house', 'SingleFamilyResidence'],
  ] as const)('describes a %s as %s', (type, schemaType) => {
    expect(listing(sampleProperty({ type })).mainEntity).toMatchObject({ '@type': schemaType });
  });

  it('leaves out the position of a home without coordinates, and takes Spanish where no translation exists', () => {
    const property = sampleProperty({ address: { ...sampleProperty().address, coordinates: null } });
    const document = listingJsonLd(property, {
      origin: ORIGIN,
      language: 'mk',
      url: `${ORIGIN}/mk/property/x`,
    });
    expect(document.mainEntity).not.toHaveProperty('geo');
    expect(document).toMatchObject({ name: 'Villa frente al mar', inLanguage: 'mk' });
  });

  it('leaves out the position of a home the owner shows only approximately', () => {
    const property = sampleProperty({ address: { ...sampleProperty().address, approximateLocation: true } });
    expect(listing(property).mainEntity).not.toHaveProperty('geo');
    expect(listing(sampleProperty()).mainEntity).toHaveProperty('geo');
  });
});

describe('the agency and the breadcrumbs', () => {
  it('lists the three offices with their address and weekday hours', () => {
    const agency = agencyJsonLd(ORIGIN, 'de');
    expect(agency).toMatchObject({
      '@type': 'RealEstateAgent',
      url: `${ORIGIN}/de`,
      telephone: '+34 942 318 540',
    });
    type Office = { address: { addressLocality: string }; openingHoursSpecification: object };
    const offices = (agency as { location: readonly Office[] }).location;
    expect(offices.map((office) => office.address.addressLocality)).toEqual([
      'Castro Urdiales',
      'Laredo',
      'Santander',
    ]);
    for (const office of offices) {
      expect(office.openingHoursSpecification).toEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '19:00',
      });
    }
  });

  it('numbers the crumbs from 1 in the given order', () => {
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en` },
      { '@type': 'ListItem', position: 2, name: 'Properties', item: `${ORIGIN}/en/properties` },
      { '@type': 'ListItem', position: 3, name: 'Seafront villa', item: listingUrl },
    ]);
  });
});
