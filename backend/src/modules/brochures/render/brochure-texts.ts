import type { PropertyType } from '../../catalogue';
import type { Language } from '../../../platform/i18n/languages';

/**
 * Every word the brochure prints around the listing's own texts, per language, with the same terms as the
 * property page (catalogue.json) and the calculator (purchaseCosts.json).
 */
export interface BrochureTexts {
  /** Small capitals above the title on the cover. */
  coverKicker: string;
  reference: (reference: string) => string;
  price: string;
  types: Record<PropertyType, string>;
  facts: {
    heading: string;
    type: string;
    bedrooms: string;
    bathrooms: string;
    sizeBuilt: string;
    sizePlot: string;
    yearBuilt: string;
    energy: string;
    reference: string;
  };
  description: string;
  features: string;
  floorPlans: { heading: string; onRequest: string };
  distances: { heading: string; beach: string; center: string; airport: string; nearby: string };
  costs: {
    heading: string;
    lead: (kind: string) => string;
    kinds: { resale: string; new_build: string };
    itp: string;
    iva: string;
    ajd: string;
    notary: string;
    land_registry: string;
    gestoria: string;
    total: string;
    grandTotal: string;
    note: string;
  };
  contact: {
    heading: string;
    adviser: string;
    phone: string;
    email: string;
    languages: string;
    office: string;
    scan: string;
  };
  page: (page: number, pages: number) => string;
  /** The PDF's subject (document properties). */
  subject: string;
}

export const BROCHURE_TEXTS: Record<Language, BrochureTexts> = {
  es: {
    coverKicker: 'Folleto de la propiedad',
    reference: (reference) => `Ref. ${reference}`,
    price: 'Precio',
    types: {
      apartment: 'Piso',
      house: 'Casa',
      villa: 'Villa',
      penthouse: 'Ático',
      townhouse: 'Casa adosada',
      studio: 'Estudio',
      duplex: 'Dúplex',
    },
    facts: {
      heading: 'Características',
      type: 'Tipo',
      bedrooms: 'Dormitorios',
      bathrooms: 'Baños',
      sizeBuilt: 'Superficie construida',
      sizePlot: 'Parcela',
      yearBuilt: 'Año de construcción',
      energy: 'Certificado energético',
      reference: 'Referencia',
    },
    description: 'Descripción',
    features: 'Equipamiento',
    floorPlans: {
      heading: 'Planos',
      onRequest: 'Los planos de esta propiedad están disponibles a petición: su asesor se los enviará.',
    },
    distances: {
      heading: 'Ubicación',
      beach: 'A la playa',
      center: 'Al centro de la ciudad',
      airport: 'Al aeropuerto',
      nearby: 'Alrededores',
    },
    costs: {
      heading: 'Lo que cuesta',
      lead: (kind) =>
        `Impuestos y gastos estimados de la compra en Cantabria al precio publicado (${kind}, sin hipoteca).`,
      kinds: { resale: 'segunda mano', new_build: 'obra nueva' },
      itp: 'Impuesto de Transmisiones Patrimoniales (ITP)',
      iva: 'IVA',
      ajd: 'Actos Jurídicos Documentados (AJD)',
      notary: 'Notaría',
      land_registry: 'Registro de la Propiedad',
      gestoria: 'Gestoría',
      total: 'Impuestos y gastos',
      grandTotal: 'Coste total de la compra',
      note: 'Estimación orientativa según los tipos vigentes; su asesor le confirmará las cifras de su caso.',
    },
    contact: {
      heading: 'Contacto',
      adviser: 'Su asesor',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      languages: 'Idiomas',
      office: 'Nuestra oficina',
      scan: 'Escanee el código para ver la propiedad en nuestra web.',
    },
    page: (page, pages) => `Página ${page} de ${pages}`,
    subject: 'Folleto de la propiedad',
  },

  en: {
    coverKicker: 'Property brochure',
    reference: (reference) => `Ref. ${reference}`,
    price: 'Price',
    types: {
      apartment: 'Apartment',
      house: 'House',
      villa: 'Villa',
      penthouse: 'Penthouse',
      townhouse: 'Townhouse',
      studio: 'Studio',
      duplex: 'Duplex',
    },
    facts: {
      heading: 'Specifications',
      type: 'Type',
      bedrooms: 'Bedrooms',
      bathrooms: 'Bathrooms',
      sizeBuilt: 'Built area',
      sizePlot: 'Plot',
      yearBuilt: 'Year built',
      energy: 'Energy rating',
      reference: 'Reference',
    },
    description: 'Description',
    features: 'Features',
    floorPlans: {
      heading: 'Floor plans',
      onRequest:
        'The floor plans of this property are available on request: your adviser will send them to you.',
    },
    distances: {
      heading: 'Location',
      beach: 'To the beach',
      center: 'To the town centre',
      airport: 'To the airport',
      nearby: 'Nearby',
    },
    costs: {
      heading: 'What it costs',
      lead: (kind) =>
        `Estimated taxes and fees of buying in Cantabria at the listed price (${kind}, without a mortgage).`,
      kinds: { resale: 'resale', new_build: 'new build' },
      itp: 'Transfer tax (ITP)',
      iva: 'VAT (IVA)',
      ajd: 'Stamp duty (AJD)',
      notary: 'Notary',
      land_registry: 'Land registry',
      gestoria: 'Conveyancing agent (gestoría)',
      total: 'Taxes and fees',
      grandTotal: 'Total cost of the purchase',
      note: 'An indicative estimate at the rates in force; your adviser will confirm the figures for your case.',
    },
    contact: {
      heading: 'Contact',
      adviser: 'Your adviser',
      phone: 'Phone',
      email: 'Email',
      languages: 'Languages',
      office: 'Our office',
      scan: 'Scan the code to view the property on our website.',
    },
    page: (page, pages) => `Page ${page} of ${pages}`,
    subject: 'Property brochure',
  },

  de: {
    coverKicker: 'Exposé',
    reference: (reference) => `Ref. ${reference}`,
    price: 'Preis',
    types: {
      apartment: 'Wohnung',
      house: 'Haus',
      villa: 'Villa',
      penthouse: 'Penthouse',
      townhouse: 'Reihenhaus',
      studio: 'Studio',
      duplex: 'Maisonette',
    },
    facts: {
      heading: 'Eckdaten',
      type: 'Art',
      bedrooms: 'Schlafzimmer',
      bathrooms: 'Badezimmer',
      sizeBuilt: 'Wohnfläche',
      sizePlot: 'Grundstück',
      yearBuilt: 'Baujahr',
      energy: 'Energieausweis',
      reference: 'Referenz',
    },
    description: 'Beschreibung',
    features: 'Ausstattung',
    floorPlans: {
      heading: 'Grundrisse',
      onRequest:
        'Die Grundrisse dieser Immobilie erhalten Sie auf Anfrage: Ihr Berater sendet sie Ihnen gerne zu.',
    },
    distances: {
      heading: 'Lage',
      beach: 'Zum Strand',
      center: 'Ins Stadtzentrum',
      airport: 'Zum Flughafen',
      nearby: 'In der Umgebung',
    },
    costs: {
      heading: 'Was es kostet',
      lead: (kind) =>
        `Geschätzte Steuern und Nebenkosten des Kaufs in Kantabrien zum angegebenen Preis (${kind}, ohne Hypothek).`,
      kinds: { resale: 'Bestandsimmobilie', new_build: 'Neubau' },
      itp: 'Grunderwerbsteuer (ITP)',
      iva: 'Mehrwertsteuer (IVA)',
      ajd: 'Urkundensteuer (AJD)',
      notary: 'Notar',
      land_registry: 'Grundbuch',
      gestoria: 'Gestoría (Abwicklung)',
      total: 'Steuern und Nebenkosten',
      grandTotal: 'Gesamtkosten des Kaufs',
      note: 'Eine unverbindliche Schätzung zu den geltenden Sätzen; Ihr Berater bestätigt Ihnen die Zahlen für Ihren Fall.',
    },
    contact: {
      heading: 'Kontakt',
      adviser: 'Ihr Berater',
      phone: 'Telefon',
      email: 'E-Mail',
      languages: 'Sprachen',
      office: 'Unser Büro',
      scan: 'Scannen Sie den Code, um die Immobilie auf unserer Website zu sehen.',
    },
    page: (page, pages) => `Seite ${page} von ${pages}`,
    subject: 'Exposé',
  },

  ru: {
    coverKicker: 'Буклет объекта',
    reference: (reference) => `Код объекта: ${reference}`,
    price: 'Цена',
    types: {
      apartment: 'Квартира',
      house: 'Дом',
      villa: 'Вилла',
      penthouse: 'Пентхаус',
      townhouse: 'Таунхаус',
      studio: 'Студия',
      duplex: 'Дуплекс',
    },
    facts: {
      heading: 'Характеристики',
      type: 'Тип',
      bedrooms: 'Спальни',
      bathrooms: 'Ванные комнаты',
      sizeBuilt: 'Общая площадь',
      sizePlot: 'Участок',
      yearBuilt: 'Год постройки',
      energy: 'Энергетический класс',
      reference: 'Код объекта',
    },
    description: 'Описание',
    features: 'Оснащение',
    floorPlans: {
      heading: 'Планировки',
      onRequest: 'Планировки этого объекта предоставляются по запросу: ваш консультант отправит их вам.',
    },
    distances: {
      heading: 'Расположение',
      beach: 'До пляжа',
      center: 'До центра города',
      airport: 'До аэропорта',
      nearby: 'Поблизости',
    },
    costs: {
      heading: 'Во что это обойдётся',
      lead: (kind) =>
        `Ориентировочные налоги и расходы на покупку в Кантабрии по указанной цене (${kind}, без ипотеки).`,
      kinds: { resale: 'вторичное жильё', new_build: 'новостройка' },
      itp: 'Налог на передачу имущества (ITP)',
      iva: 'НДС (IVA)',
      ajd: 'Гербовый сбор (AJD)',
      notary: 'Нотариус',
      land_registry: 'Реестр недвижимости',
      gestoria: 'Гестория (оформление)',
      total: 'Налоги и расходы',
      grandTotal: 'Полная стоимость покупки',
      note: 'Ориентировочный расчёт по действующим ставкам; ваш консультант уточнит цифры для вашего случая.',
    },
    contact: {
      heading: 'Контакты',
      adviser: 'Ваш консультант',
      phone: 'Телефон',
      email: 'Электронная почта',
      languages: 'Языки',
      office: 'Наш офис',
      scan: 'Отсканируйте код, чтобы открыть объект на нашем сайте.',
    },
    page: (page, pages) => `Страница ${page} из ${pages}`,
    subject: 'Буклет объекта',
  },

  mk: {
    coverKicker: 'Брошура за имотот',
    reference: (reference) => `Шифра ${reference}`,
    price: 'Цена',
    types: {
      apartment: 'Стан',
      house: 'Куќа',
      villa: 'Вила',
      penthouse: 'Пентхаус',
      townhouse: 'Куќа во низа',
      studio: 'Гарсониера',
      duplex: 'Дуплекс',
    },
    facts: {
      heading: 'Карактеристики',
      type: 'Вид',
      bedrooms: 'Спални',
      bathrooms: 'Бањи',
      sizeBuilt: 'Изградена површина',
      sizePlot: 'Парцела',
      yearBuilt: 'Година на изградба',
      energy: 'Енергетска класа',
      reference: 'Шифра',
    },
    description: 'Опис',
    features: 'Опрема',
    floorPlans: {
      heading: 'Планови',
      onRequest: 'Плановите на овој имот се достапни на барање: вашиот советник ќе ви ги испрати.',
    },
    distances: {
      heading: 'Локација',
      beach: 'До плажата',
      center: 'До центарот на градот',
      airport: 'До аеродромот',
      nearby: 'Во близина',
    },
    costs: {
      heading: 'Колку чини',
      lead: (kind) =>
        `Проценети даноци и трошоци за купување во Кантабрија по објавената цена (${kind}, без хипотека).`,
      kinds: { resale: 'постоечки имот', new_build: 'новоградба' },
      itp: 'Данок на пренос на имот (ITP)',
      iva: 'ДДВ (IVA)',
      ajd: 'Данок на правни документи (AJD)',
      notary: 'Нотар',
      land_registry: 'Имотен регистар',
      gestoria: 'Гесторија (постапка)',
      total: 'Даноци и трошоци',
      grandTotal: 'Вкупен трошок на купувањето',
      note: 'Ориентациона процена според важечките стапки; вашиот советник ќе ви ги потврди бројките за вашиот случај.',
    },
    contact: {
      heading: 'Контакт',
      adviser: 'Вашиот советник',
      phone: 'Телефон',
      email: 'Е-пошта',
      languages: 'Јазици',
      office: 'Нашата канцеларија',
      scan: 'Скенирајте го кодот за да го видите имотот на нашата веб-страница.',
    },
    page: (page, pages) => `Страница ${page} од ${pages}`,
    subject: 'Брошура за имотот',
  },
};
