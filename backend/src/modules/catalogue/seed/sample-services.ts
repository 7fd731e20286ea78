import type { LocalizedText } from '../../../platform/i18n/languages';
import { catalogueArtworkUrl } from '../../../platform/media/catalogue-artwork';
import type { ServiceDetails } from '../domain/offering';
import type { CatalogueImage } from '../domain/property';

/** A built-in sample service: shown until the agency has stored services of its own. */
export interface SampleService {
  id: string;
  details: ServiceDetails;
}

/** Sample texts carry all five languages, not just the Spanish source. */
type FullText = Required<LocalizedText>;
const t = (text: FullText): LocalizedText => text;

/** One of the images shipped in backend/assets/catalogue, under its content-hashed name. */
const image = (file: string, alt: FullText): CatalogueImage => ({ url: catalogueArtworkUrl(file), alt });

export const SAMPLE_SERVICES: readonly SampleService[] = [
  {
    id: 'property-valuation',
    details: {
      title: t({
        es: 'Valoración inmobiliaria',
        en: 'Property valuation',
        de: 'Immobilienbewertung',
        ru: 'Оценка недвижимости',
        mk: 'Процена на имот',
      }),
      description: t({
        es: 'Tasación profesional de su propiedad basada en datos reales del mercado de la costa cántabra. Incluye visita, estudio de comparables e informe detallado en un plazo de cinco días.',
        en: 'A professional appraisal of your property based on real market data from the Cantabrian coast. Includes a site visit, a comparables study and a detailed report within five days.',
        de: 'Professionelle Bewertung Ihrer Immobilie auf Grundlage realer Marktdaten der kantabrischen Küste. Inklusive Besichtigung, Vergleichsanalyse und ausführlichem Gutachten innerhalb von fünf Tagen.',
        ru: 'Профессиональная оценка вашей недвижимости на основе реальных рыночных данных побережья Кантабрии. Включает выезд на объект, анализ сопоставимых предложений и подробный отчёт в течение пяти дней.',
        mk: 'Професионална процена на вашиот имот врз основа на реални пазарни податоци од кантабриското крајбрежје. Вклучува посета, анализа на споредливи имоти и детален извештај во рок од пет дена.',
      }),
      priceFromEur: 450,
      image: image('service-property-valuation.svg', {
        es: 'Plano arquitectónico de una vivienda con cotas y rosa de los vientos',
        en: 'Architectural elevation of a house with dimension lines and a compass rose',
        de: 'Architekturzeichnung eines Hauses mit Maßlinien und Kompassrose',
        ru: 'Архитектурный чертёж дома с размерными линиями и розой ветров',
        mk: 'Архитектонски цртеж на куќа со котни линии и ружа на ветровите',
      }),
      premium: false,
      highlights: [
        t({
          es: 'Visita y análisis técnico del inmueble',
          en: 'On-site visit and technical inspection',
          de: 'Besichtigung und technische Prüfung vor Ort',
          ru: 'Выезд на объект и технический осмотр',
          mk: 'Посета и техничка анализа на имотот',
        }),
        t({
          es: 'Estudio de precios comparables de la zona',
          en: 'Study of comparable prices in the area',
          de: 'Analyse vergleichbarer Preise in der Umgebung',
          ru: 'Анализ цен на сопоставимые объекты в районе',
          mk: 'Анализа на споредливи цени во областа',
        }),
        t({
          es: 'Informe detallado en cinco días',
          en: 'Detailed report within five days',
          de: 'Ausführliches Gutachten innerhalb von fünf Tagen',
          ru: 'Подробный отчёт в течение пяти дней',
          mk: 'Детален извештај за пет дена',
        }),
      ],
    },
  },
  {
    id: 'legal-tax-advice',
    details: {
      title: t({
        es: 'Asesoría legal y fiscal',
        en: 'Legal and tax advice',
        de: 'Rechts- und Steuerberatung',
        ru: 'Юридическое и налоговое сопровождение',
        mk: 'Правно и даночно советување',
      }),
      description: t({
        es: 'Abogados y asesores fiscales especializados le acompañan en la compraventa, desde la revisión registral hasta la firma ante notario. También asesoramos a compradores no residentes sobre NIE, impuestos y herencias.',
        en: 'Specialist lawyers and tax advisers guide you through the purchase or sale, from the land-registry checks to signing before the notary. We also advise non-resident buyers on NIE numbers, taxation and inheritance.',
        de: 'Spezialisierte Anwälte und Steuerberater begleiten Sie beim Kauf oder Verkauf – von der Grundbuchprüfung bis zur Beurkundung beim Notar. Auch nicht ansässige Käufer beraten wir zu NIE, Steuern und Erbschaften.',
        ru: 'Опытные юристы и налоговые консультанты сопровождают сделку купли-продажи — от проверки по реестру до подписания у нотариуса. Мы также консультируем покупателей-нерезидентов по вопросам NIE, налогов и наследования.',
        mk: 'Специјализирани адвокати и даночни советници ве водат низ купопродажбата, од проверката во имотниот регистар до потпишувањето кај нотар. Ги советуваме и купувачите нерезиденти за NIE-бројот, даноците и наследувањето.',
      }),
      priceFromEur: 900,
      image: image('service-legal-tax-advice.svg', {
        es: 'Documentos, pluma estilográfica y sello de lacre sobre un escritorio',
        en: 'Documents, fountain pen and wax seal on a desk',
        de: 'Dokumente, Füllfederhalter und Siegel auf einem Schreibtisch',
        ru: 'Документы, перьевая ручка и сургучная печать на столе',
        mk: 'Документи, налевперо и восочен печат на работна маса',
      }),
      premium: false,
      highlights: [
        t({
          es: 'Revisión registral y urbanística',
          en: 'Land-registry and planning checks',
          de: 'Grundbuch- und Baurechtsprüfung',
          ru: 'Проверка по реестру и градостроительная экспертиза',
          mk: 'Проверка во имотниот регистар и на урбанистичкиот статус',
        }),
        t({
          es: 'Tramitación del NIE y cuenta bancaria',
          en: 'NIE number and bank account arranged',
          de: 'Beantragung von NIE und Bankkonto',
          ru: 'Оформление NIE и открытие банковского счёта',
          mk: 'Добивање NIE-број и отворање банкарска сметка',
        }),
        t({
          es: 'Planificación fiscal para no residentes',
          en: 'Tax planning for non-residents',
          de: 'Steuerplanung für Nichtansässige',
          ru: 'Налоговое планирование для нерезидентов',
          mk: 'Даночно планирање за нерезиденти',
        }),
      ],
    },
  },
  {
    id: 'interior-design',
    details: {
      title: t({
        es: 'Diseño de interiores',
        en: 'Interior design',
        de: 'Innenarchitektur',
        ru: 'Дизайн интерьера',
        mk: 'Дизајн на ентериер',
      }),
      description: t({
        es: 'Nuestro estudio de interiorismo transforma su vivienda con un estilo sereno inspirado en la luz y los materiales del Cantábrico. Desde el proyecto hasta la última pieza de mobiliario, nos encargamos de todo.',
        en: 'Our interior design studio transforms your home with a serene style inspired by the light and materials of the Cantabrian coast. From the first sketch to the last piece of furniture, we take care of everything.',
        de: 'Unser Studio für Innenarchitektur verwandelt Ihr Zuhause in einem ruhigen Stil, inspiriert vom Licht und den Materialien der kantabrischen Küste. Vom Entwurf bis zum letzten Möbelstück kümmern wir uns um alles.',
        ru: 'Наша студия дизайна преобразит ваш дом в спокойном стиле, вдохновлённом светом и материалами кантабрийского побережья. Мы берём на себя всё — от проекта до последнего предмета мебели.',
        mk: 'Нашето студио за ентериер го преобразува вашиот дом во смирен стил инспириран од светлината и материјалите на кантабриското крајбрежје. Од проектот до последното парче мебел, се грижиме за сè.',
      }),
      priceFromEur: 2500,
      image: image('service-interior-design.svg', {
        es: 'Muestras de tejidos y carta de colores en tonos naturales',
        en: 'Fabric swatches and colour fan in natural tones',
        de: 'Stoffmuster und Farbfächer in natürlichen Tönen',
        ru: 'Образцы тканей и веер цветов в природных тонах',
        mk: 'Мостри од ткаенини и палета на бои во природни тонови',
      }),
      premium: false,
      highlights: [
        t({
          es: 'Proyecto personalizado con renders 3D',
          en: 'Bespoke project with 3D renderings',
          de: 'Individuelles Konzept mit 3D-Visualisierungen',
          ru: 'Индивидуальный проект с 3D-визуализацией',
          mk: 'Персонализиран проект со 3D-визуелизации',
        }),
        t({
          es: 'Selección de mobiliario y textiles',
          en: 'Curated furniture and textiles',
          de: 'Auswahl von Möbeln und Textilien',
          ru: 'Подбор мебели и текстиля',
          mk: 'Избор на мебел и текстил',
        }),
        t({
          es: 'Dirección de obra y entrega llave en mano',
          en: 'Works supervision and turnkey handover',
          de: 'Bauleitung und schlüsselfertige Übergabe',
          ru: 'Авторский надзор и сдача «под ключ»',
          mk: 'Надзор на работите и предавање „клуч в рака“',
        }),
      ],
    },
  },
  {
    id: 'property-management',
    details: {
      title: t({
        es: 'Gestión integral de propiedades',
        en: 'Full property management',
        de: 'Umfassende Immobilienverwaltung',
        ru: 'Комплексное управление недвижимостью',
        mk: 'Целосно управување со недвижности',
      }),
      description: t({
        es: 'Cuidamos de su vivienda cuando usted no está: mantenimiento, limpieza, pagos y supervisión periódica. Si lo desea, gestionamos también el alquiler vacacional o de larga estancia.',
        en: 'We look after your home while you are away: maintenance, cleaning, bills and regular inspections. If you wish, we also manage holiday or long-term lettings.',
        de: 'Wir kümmern uns um Ihr Zuhause, wenn Sie nicht da sind: Wartung, Reinigung, Zahlungen und regelmäßige Kontrollen. Auf Wunsch übernehmen wir auch die Ferien- oder Langzeitvermietung.',
        ru: 'Мы позаботимся о вашем доме в ваше отсутствие: обслуживание, уборка, оплата счетов и регулярные проверки. По желанию мы также берём на себя краткосрочную или долгосрочную аренду.',
        mk: 'Се грижиме за вашиот дом додека вас ве нема: одржување, чистење, плаќање сметки и редовни проверки. По желба, управуваме и со сезонското или долгорочното изнајмување.',
      }),
      priceFromEur: 180,
      image: image('service-property-management.svg', {
        es: 'Puerta de entrada azul marino con olivos en maceta',
        en: 'Navy front door flanked by potted olive trees',
        de: 'Marineblaue Haustür zwischen Olivenbäumchen in Töpfen',
        ru: 'Тёмно-синяя входная дверь с оливковыми деревьями в кадках',
        mk: 'Темносина влезна врата со маслинки во саксии',
      }),
      premium: false,
      highlights: [
        t({
          es: 'Revisiones periódicas con informe fotográfico',
          en: 'Regular inspections with photo reports',
          de: 'Regelmäßige Kontrollen mit Fotobericht',
          ru: 'Регулярные проверки с фотоотчётом',
          mk: 'Редовни проверки со фотоизвештај',
        }),
        t({
          es: 'Red de profesionales de confianza',
          en: 'Network of trusted tradespeople',
          de: 'Netzwerk zuverlässiger Handwerker',
          ru: 'Сеть проверенных специалистов',
          mk: 'Мрежа на доверливи мајстори',
        }),
        t({
          es: 'Gestión del alquiler y atención a huéspedes',
          en: 'Rental management and guest care',
          de: 'Vermietungsmanagement und Gästebetreuung',
          ru: 'Управление арендой и обслуживание гостей',
          mk: 'Управување со изнајмувањето и грижа за гостите',
        }),
      ],
    },
  },
  {
    id: 'relocation-assistance',
    details: {
      title: t({
        es: 'Asistencia para la reubicación',
        en: 'Relocation assistance',
        de: 'Umzugs- und Relocation-Service',
        ru: 'Помощь в переезде',
        mk: 'Помош при преселување',
      }),
      description: t({
        es: 'Le ayudamos a instalarse en Cantabria sin preocupaciones: trámites, colegios, sanidad, mudanza y alta de suministros. Un coordinador personal le acompaña desde el primer día.',
        en: 'We help you settle in Cantabria without a worry: paperwork, schools, healthcare, removals and utility connections. A personal coordinator is by your side from day one.',
        de: 'Wir helfen Ihnen, sich sorgenfrei in Kantabrien einzuleben: Behördengänge, Schulen, Gesundheitsversorgung, Umzug und Anmeldung der Versorger. Ein persönlicher Koordinator begleitet Sie vom ersten Tag an.',
        ru: 'Мы поможем вам беззаботно обосноваться в Кантабрии: документы, школы, медицина, переезд и подключение коммунальных услуг. Персональный координатор сопровождает вас с первого дня.',
        mk: 'Ви помагаме безгрижно да се сместите во Кантабрија: документи, училишта, здравство, селидба и приклучување на комуналии. Личен координатор е до вас од првиот ден.',
      }),
      priceFromEur: 1200,
      image: image('service-relocation.svg', {
        es: 'La costa de Cantabria vista desde la ventanilla de un avión',
        en: 'The Cantabrian coast seen from an aeroplane window',
        de: 'Die kantabrische Küste aus dem Flugzeugfenster',
        ru: 'Побережье Кантабрии из иллюминатора самолёта',
        mk: 'Кантабриското крајбрежје гледано од прозорецот на авион',
      }),
      premium: false,
      highlights: [
        t({
          es: 'Coordinador personal multilingüe',
          en: 'Multilingual personal coordinator',
          de: 'Mehrsprachiger persönlicher Koordinator',
          ru: 'Персональный координатор, говорящий на нескольких языках',
          mk: 'Личен повеќејазичен координатор',
        }),
        t({
          es: 'Búsqueda de colegios y centros médicos',
          en: 'School and healthcare search',
          de: 'Suche nach Schulen und Ärzten',
          ru: 'Подбор школ и медицинских центров',
          mk: 'Пронаоѓање училишта и здравствени установи',
        }),
        t({
          es: 'Mudanza y alta de suministros',
          en: 'Removals and utility connections',
          de: 'Umzug und Anmeldung von Strom, Wasser und Internet',
          ru: 'Переезд и подключение коммунальных услуг',
          mk: 'Селидба и приклучување на комуналии',
        }),
      ],
    },
  },
  {
    id: 'mortgage-advice',
    details: {
      title: t({
        es: 'Asesoramiento hipotecario',
        en: 'Mortgage advice',
        de: 'Hypothekenberatung',
        ru: 'Ипотечный консалтинг',
        mk: 'Советување за хипотекарни кредити',
      }),
      description: t({
        es: 'Comparamos las ofertas de las principales entidades para conseguirle la financiación más ventajosa, también si es usted no residente. Negociamos las condiciones y gestionamos todo el expediente.',
        en: 'We compare offers from the leading banks to secure the most favourable financing for you, including for non-residents. We negotiate the terms and handle the entire application.',
        de: 'Wir vergleichen die Angebote der führenden Banken, um Ihnen die günstigste Finanzierung zu sichern – auch für Nichtansässige. Wir verhandeln die Konditionen und übernehmen den gesamten Antrag.',
        ru: 'Мы сравниваем предложения ведущих банков, чтобы подобрать для вас самые выгодные условия финансирования, в том числе для нерезидентов. Ведём переговоры и полностью сопровождаем оформление.',
        mk: 'Ги споредуваме понудите на водечките банки за да ви обезбедиме најповолно финансирање, и ако сте нерезидент. Ги преговараме условите и ја водиме целата постапка.',
      }),
      priceFromEur: 600,
      image: image('service-mortgage-advice.svg', {
        es: 'Maqueta de una casa junto a pilas de monedas y una llave',
        en: 'Model house beside stacks of coins and a key',
        de: 'Hausmodell neben Münzstapeln und einem Schlüssel',
        ru: 'Макет дома рядом со стопками монет и ключом',
        mk: 'Макета на куќа покрај купчиња монети и клуч',
      }),
      premium: false,
      highlights: [
        t({
          es: 'Comparativa de entidades bancarias',
          en: 'Comparison of leading banks',
          de: 'Vergleich führender Banken',
          ru: 'Сравнение предложений банков',
          mk: 'Споредба на банкарски понуди',
        }),
        t({
          es: 'Hipotecas para no residentes',
          en: 'Mortgages for non-residents',
          de: 'Hypotheken für Nichtansässige',
          ru: 'Ипотека для нерезидентов',
          mk: 'Хипотеки за нерезиденти',
        }),
        t({
          es: 'Negociación de condiciones y tasación',
          en: 'Negotiation of terms and valuation',
          de: 'Verhandlung der Konditionen und Bewertung',
          ru: 'Переговоры об условиях и оценка',
          mk: 'Преговарање за условите и проценка',
        }),
      ],
    },
  },
  {
    id: 'personal-concierge',
    details: {
      title: t({
        es: 'Conserjería personal',
        en: 'Personal concierge',
        de: 'Persönlicher Concierge',
        ru: 'Персональный консьерж',
        mk: 'Личен консиерж',
      }),
      description: t({
        es: 'Un conserje dedicado, disponible las 24 horas, que se ocupa de cada detalle de su estancia: reservas, entradas, regalos y cualquier petición especial.',
        en: 'A dedicated concierge, available around the clock, who takes care of every detail of your stay: reservations, tickets, gifts and any special request.',
        de: 'Ein persönlicher Concierge, rund um die Uhr erreichbar, der sich um jedes Detail Ihres Aufenthalts kümmert: Reservierungen, Tickets, Geschenke und jeden besonderen Wunsch.',
        ru: 'Персональный консьерж, доступный круглосуточно, позаботится о каждой детали вашего пребывания: бронированиях, билетах, подарках и любых особых пожеланиях.',
        mk: 'Посветен консиерж, достапен 24 часа на ден, кој се грижи за секој детаљ од вашиот престој: резервации, билети, подароци и секое посебно барање.',
      }),
      priceFromEur: 350,
      image: image('premium-personal-concierge.svg', {
        es: 'Campana de recepción dorada sobre un mostrador de mármol',
        en: 'Golden service bell on a marble counter',
        de: 'Goldene Empfangsklingel auf einem Marmortresen',
        ru: 'Золотой звонок на мраморной стойке',
        mk: 'Златно ѕвонче на мермерен шанк',
      }),
      premium: true,
      highlights: [
        t({
          es: 'Asistencia 24 horas, 7 días a la semana',
          en: 'Assistance 24 hours a day, 7 days a week',
          de: 'Erreichbar rund um die Uhr, 7 Tage die Woche',
          ru: 'Поддержка 24 часа в сутки, 7 дней в неделю',
          mk: 'Помош 24 часа, 7 дена во неделата',
        }),
        t({
          es: 'Reservas en los mejores restaurantes',
          en: 'Tables at the finest restaurants',
          de: 'Reservierungen in den besten Restaurants',
          ru: 'Бронирование столиков в лучших ресторанах',
          mk: 'Резервации во најдобрите ресторани',
        }),
        t({
          es: 'Entradas para eventos y espectáculos',
          en: 'Tickets for events and shows',
          de: 'Tickets für Veranstaltungen und Aufführungen',
          ru: 'Билеты на мероприятия и концерты',
          mk: 'Билети за настани и претстави',
        }),
        t({
          es: 'Preparación de la vivienda antes de su llegada',
          en: 'Your home made ready before you arrive',
          de: 'Vorbereitung des Hauses vor Ihrer Ankunft',
          ru: 'Подготовка дома к вашему приезду',
          mk: 'Подготовка на домот пред вашето пристигнување',
        }),
        t({
          es: 'Compras personales y regalos',
          en: 'Personal shopping and gifts',
          de: 'Persönliche Einkäufe und Geschenke',
          ru: 'Персональный шопинг и подарки',
          mk: 'Лично купување и подароци',
        }),
      ],
    },
  },
  {
    id: 'private-chef',
    details: {
      title: t({
        es: 'Chef privado',
        en: 'Private chef',
        de: 'Privatkoch',
        ru: 'Частный шеф-повар',
        mk: 'Приватен готвач',
      }),
      description: t({
        es: 'Un chef profesional cocina en su casa con el mejor producto cántabro: pescado de la lonja, anchoas de Santoña, quesos y carnes de la tierra. Menús a medida para cenas íntimas o celebraciones.',
        en: 'A professional chef cooks in your home with the finest Cantabrian produce: fish fresh from the market, Santoña anchovies, local cheeses and meats. Tailor-made menus for intimate dinners or celebrations.',
        de: 'Ein professioneller Koch kocht bei Ihnen zu Hause mit den besten Produkten Kantabriens: fangfrischer Fisch, Sardellen aus Santoña, Käse und Fleisch aus der Region. Maßgeschneiderte Menüs für private Dinner oder Feiern.',
        ru: 'Профессиональный шеф-повар готовит у вас дома из лучших кантабрийских продуктов: свежей рыбы с рыбного рынка, анчоусов из Сантоньи, местных сыров и мяса. Индивидуальные меню для камерных ужинов и торжеств.',
        mk: 'Професионален готвач готви во вашиот дом со најдобрите кантабриски производи: свежа риба од рибниот пазар, аншоа од Сантоња, домашни сирења и месо. Менија по мерка за интимни вечери или прослави.',
      }),
      priceFromEur: 450,
      image: image('premium-private-chef.svg', {
        es: 'Plato de autor servido junto a una ventana al atardecer',
        en: 'Signature dish served by a window at sunset',
        de: 'Signature-Gericht am Fenster bei Sonnenuntergang',
        ru: 'Авторское блюдо у окна на закате',
        mk: 'Авторско јадење послужено покрај прозорец на зајдисонце',
      }),
      premium: true,
      highlights: [
        t({
          es: 'Menú degustación diseñado para usted',
          en: 'Tasting menu designed for you',
          de: 'Eigens für Sie kreiertes Degustationsmenü',
          ru: 'Дегустационное меню, созданное специально для вас',
          mk: 'Дегустациско мени создадено за вас',
        }),
        t({
          es: 'Producto local de temporada',
          en: 'Seasonal local produce',
          de: 'Saisonale Produkte aus der Region',
          ru: 'Сезонные местные продукты',
          mk: 'Локални сезонски производи',
        }),
        t({
          es: 'Maridaje con vinos seleccionados por un sumiller',
          en: 'Pairing with wines chosen by a sommelier',
          de: 'Weinbegleitung, ausgewählt von einem Sommelier',
          ru: 'Сопровождение винами, подобранными сомелье',
          mk: 'Спарување со вина избрани од сомелиер',
        }),
        t({
          es: 'Servicio de sala y limpieza incluidos',
          en: 'Table service and clean-up included',
          de: 'Service und Reinigung inklusive',
          ru: 'Обслуживание и уборка включены',
          mk: 'Вклучени послужување и чистење',
        }),
      ],
    },
  },
  {
    id: 'premium-transport',
    details: {
      title: t({
        es: 'Transporte premium',
        en: 'Premium transport',
        de: 'Premium-Transfer',
        ru: 'Премиальный транспорт',
        mk: 'Премиум превоз',
      }),
      description: t({
        es: 'Vehículos de alta gama con chófer profesional para traslados desde los aeropuertos de Santander y Bilbao, excursiones y eventos. Discreción, puntualidad y confort en cada trayecto.',
        en: 'High-end vehicles with a professional chauffeur for transfers from Santander and Bilbao airports, excursions and events. Discretion, punctuality and comfort on every journey.',
        de: 'Fahrzeuge der Oberklasse mit professionellem Chauffeur für Transfers von den Flughäfen Santander und Bilbao, Ausflüge und Veranstaltungen. Diskretion, Pünktlichkeit und Komfort auf jeder Fahrt.',
        ru: 'Автомобили премиум-класса с профессиональным водителем для трансферов из аэропортов Сантандера и Бильбао, поездок и мероприятий. Конфиденциальность, пунктуальность и комфорт в каждой поездке.',
        mk: 'Врвни возила со професионален возач за трансфери од аеродромите во Сантандер и Билбао, излети и настани. Дискреција, точност и удобност на секое патување.',
      }),
      priceFromEur: 280,
      image: image('premium-transport.svg', {
        es: 'Berlina de lujo en una carretera costera al atardecer',
        en: 'Luxury saloon on a coastal road at sunset',
        de: 'Luxuslimousine auf einer Küstenstraße bei Sonnenuntergang',
        ru: 'Роскошный седан на прибрежной дороге на закате',
        mk: 'Луксузна лимузина на крајбрежен пат на зајдисонце',
      }),
      premium: true,
      highlights: [
        t({
          es: 'Chófer bilingüe a su disposición',
          en: 'Bilingual chauffeur at your disposal',
          de: 'Zweisprachiger Chauffeur zu Ihrer Verfügung',
          ru: 'Водитель, свободно говорящий на двух языках',
          mk: 'Двојазичен возач на ваше располагање',
        }),
        t({
          es: 'Traslados desde aeropuertos y helipuertos',
          en: 'Airport and heliport transfers',
          de: 'Transfers von Flughäfen und Hubschrauberlandeplätzen',
          ru: 'Трансферы из аэропортов и с вертолётных площадок',
          mk: 'Трансфери од аеродроми и хелиодроми',
        }),
        t({
          es: 'Flota de berlinas, SUV y monovolúmenes',
          en: 'Fleet of saloons, SUVs and people carriers',
          de: 'Flotte aus Limousinen, SUVs und Vans',
          ru: 'Парк седанов, внедорожников и минивэнов',
          mk: 'Флота од лимузини, теренски возила и комбиња',
        }),
        t({
          es: 'Servicio disponible las 24 horas',
          en: 'Service available around the clock',
          de: 'Service rund um die Uhr',
          ru: 'Круглосуточный сервис',
          mk: 'Услуга достапна 24 часа',
        }),
      ],
    },
  },
  {
    id: 'spa-wellness',
    details: {
      title: t({
        es: 'Spa y bienestar',
        en: 'Spa and wellness',
        de: 'Spa und Wellness',
        ru: 'Спа и велнес',
        mk: 'Спа и велнес',
      }),
      description: t({
        es: 'Masajes, tratamientos faciales y sesiones de yoga en la intimidad de su casa o en los mejores balnearios de la costa. Terapeutas certificados y productos naturales para recuperar cuerpo y mente.',
        en: 'Massages, facials and yoga sessions in the privacy of your home or at the finest spas on the coast. Certified therapists and natural products to restore body and mind.',
        de: 'Massagen, Gesichtsbehandlungen und Yogastunden in der Privatsphäre Ihres Zuhauses oder in den besten Spas der Küste. Zertifizierte Therapeuten und natürliche Produkte für Körper und Geist.',
        ru: 'Массаж, уход за лицом и занятия йогой в уединении вашего дома или в лучших спа-центрах побережья. Сертифицированные терапевты и натуральная косметика для гармонии тела и души.',
        mk: 'Масажи, третмани за лице и часови по јога во приватноста на вашиот дом или во најдобрите спа-центри на брегот. Сертифицирани терапевти и природни производи за обнова на телото и умот.',
      }),
      priceFromEur: 220,
      image: image('premium-spa-wellness.svg', {
        es: 'Piedras apiladas, toallas y velas junto a una piscina infinita frente al mar',
        en: 'Stacked stones, towels and candles by an infinity pool facing the sea',
        de: 'Gestapelte Steine, Handtücher und Kerzen an einem Infinity-Pool mit Meerblick',
        ru: 'Сложенные камни, полотенца и свечи у бассейна-инфинити с видом на море',
        mk: 'Наредени камења, крпи и свеќи покрај бесконечен базен со поглед кон морето',
      }),
      premium: true,
      highlights: [
        t({
          es: 'Masajes y tratamientos a domicilio',
          en: 'In-home massages and treatments',
          de: 'Massagen und Behandlungen bei Ihnen zu Hause',
          ru: 'Массаж и процедуры на дому',
          mk: 'Масажи и третмани во домот',
        }),
        t({
          es: 'Acceso a los balnearios de Puente Viesgo y Liérganes',
          en: 'Access to the Puente Viesgo and Liérganes spa resorts',
          de: 'Zugang zu den Heilbädern Puente Viesgo und Liérganes',
          ru: 'Посещение бальнеокурортов Пуэнте-Вьесго и Льерганес',
          mk: 'Пристап до бањите Пуенте Виесго и Лиерганес',
        }),
        t({
          es: 'Yoga y meditación frente al mar',
          en: 'Yoga and meditation by the sea',
          de: 'Yoga und Meditation am Meer',
          ru: 'Йога и медитация у моря',
          mk: 'Јога и медитација покрај морето',
        }),
        t({
          es: 'Programas de bienestar personalizados',
          en: 'Personalised wellness programmes',
          de: 'Individuelle Wellness-Programme',
          ru: 'Индивидуальные велнес-программы',
          mk: 'Персонализирани велнес програми',
        }),
      ],
    },
  },
];
