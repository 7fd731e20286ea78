import type { LocalizedText } from '../../../platform/i18n/languages';
import { catalogueArtworkUrl } from '../../../platform/media/catalogue-artwork';
import type { ExperienceDetails } from '../domain/offering';
import type { CatalogueImage } from '../domain/property';

/** A built-in sample experience: shown until the agency has stored experiences of its own. */
export interface SampleExperience {
  id: string;
  details: ExperienceDetails;
}

/** Sample texts carry all five languages, not just the Spanish source. */
type FullText = Required<LocalizedText>;
const t = (text: FullText): LocalizedText => text;

/** One of the images shipped in backend/assets/catalogue, under its content-hashed name. */
const image = (file: string, alt: FullText): CatalogueImage => ({ url: catalogueArtworkUrl(file), alt });

export const SAMPLE_EXPERIENCES: readonly SampleExperience[] = [
  {
    id: 'surf-lesson-somo',
    details: {
      title: t({
        es: 'Clase de surf en Somo',
        en: 'Surf lesson in Somo',
        de: 'Surfkurs in Somo',
        ru: 'Урок сёрфинга в Сомо',
        mk: 'Час по сурфање во Сомо',
      }),
      description: t({
        es: 'Aprenda a surfear en una de las playas más emblemáticas del Cantábrico con instructores titulados. Incluye tabla, neopreno y una sesión adaptada a su nivel, en grupo reducido.',
        en: "Learn to surf on one of the Cantabrian coast's most iconic beaches with qualified instructors. Board, wetsuit and a session tailored to your level are included, in a small group.",
        de: 'Lernen Sie an einem der bekanntesten Strände der kantabrischen Küste mit lizenzierten Lehrern surfen. Brett, Neoprenanzug und eine auf Ihr Niveau abgestimmte Einheit in einer kleinen Gruppe sind inbegriffen.',
        ru: 'Научитесь сёрфингу на одном из самых известных пляжей Кантабрийского побережья под руководством дипломированных инструкторов. Доска, гидрокостюм и занятие в небольшой группе с учётом вашего уровня включены.',
        mk: 'Научете да сурфате на една од најпознатите плажи на кантабриското крајбрежје со лиценцирани инструктори. Вклучени се даска, неопренско одело и час прилагоден на вашето ниво, во мала група.',
      }),
      duration: t({ es: '3 horas', en: '3 hours', de: '3 Stunden', ru: '3 часа', mk: '3 часа' }),
      type: 'basic',
      priceEur: 75,
      priceBasis: 'per_person',
      maxGuestsPerDate: 8,
      image: image('experience-surf-somo.svg', {
        es: 'Tablas de surf clavadas en la arena de la playa de Somo',
        en: 'Surfboards standing in the sand on Somo beach',
        de: 'Surfbretter im Sand am Strand von Somo',
        ru: 'Доски для сёрфинга в песке на пляже Сомо',
        mk: 'Даски за сурфање забодени во песокот на плажата Сомо',
      }),
    },
  },
  {
    id: 'santillana-guided-walk',
    details: {
      title: t({
        es: 'Paseo guiado por Santillana del Mar',
        en: 'Guided walk through Santillana del Mar',
        de: 'Führung durch Santillana del Mar',
        ru: 'Экскурсия по Сантильяна-дель-Мар',
        mk: 'Водена прошетка низ Сантиљана дел Мар',
      }),
      description: t({
        es: 'Recorra con un guía local las calles empedradas de una de las villas medievales mejor conservadas de España, desde la Colegiata románica hasta sus casonas blasonadas. El paseo termina con una degustación de sobaos y quesada.',
        en: "Explore the cobbled streets of one of Spain's best-preserved medieval villages with a local guide, from the Romanesque collegiate church to its manor houses bearing coats of arms. The walk ends with a tasting of sobaos and quesada, the local sweet treats.",
        de: 'Entdecken Sie mit einem lokalen Guide die Kopfsteinpflastergassen eines der besterhaltenen mittelalterlichen Orte Spaniens – von der romanischen Stiftskirche bis zu den Herrenhäusern mit Wappen. Zum Abschluss gibt es eine Verkostung von Sobaos und Quesada, den typischen Süßspeisen der Region.',
        ru: 'Прогуляйтесь с местным гидом по мощёным улочкам одного из лучше всего сохранившихся средневековых городков Испании — от романской коллегиальной церкви до усадеб с фамильными гербами. В завершение — дегустация местных сладостей собао и кесады.',
        mk: 'Прошетајте со локален водич по калдрмисаните улички на едно од најдобро зачуваните средновековни места во Шпанија, од романската колегијална црква до куќите со благороднички грбови. Прошетката завршува со дегустација на собао и кесада, локалните слатки.',
      }),
      duration: t({ es: '2,5 horas', en: '2.5 hours', de: '2,5 Stunden', ru: '2,5 часа', mk: '2,5 часа' }),
      type: 'basic',
      priceEur: 45,
      priceBasis: 'per_person',
      maxGuestsPerDate: 16,
      image: image('experience-santillana-walk.svg', {
        es: 'Calle empedrada de Santillana del Mar con balcones floridos y la torre de la Colegiata',
        en: 'Cobbled street in Santillana del Mar with flower-filled balconies and the collegiate church tower',
        de: 'Gepflasterte Gasse in Santillana del Mar mit blühenden Balkonen und dem Turm der Stiftskirche',
        ru: 'Мощёная улица Сантильяна-дель-Мар с цветущими балконами и башней коллегиальной церкви',
        mk: 'Калдрмисана улица во Сантиљана дел Мар со расцветени балкони и кулата на колегијалната црква',
      }),
    },
  },
  {
    id: 'cheese-wine-tasting',
    details: {
      title: t({
        es: 'Cata de quesos cántabros y vinos',
        en: 'Cantabrian cheese and wine tasting',
        de: 'Verkostung kantabrischer Käse und Weine',
        ru: 'Дегустация кантабрийских сыров и вин',
        mk: 'Дегустација на кантабриски сирења и вина',
      }),
      description: t({
        es: 'Descubra los quesos con denominación de origen de Cantabria —Picón Bejes-Tresviso, queso nata y ahumado de Áliva— maridados con vinos seleccionados y orujo de Liébana. Una cata guiada por un maestro quesero.',
        en: "Discover Cantabria's protected-origin cheeses – Picón Bejes-Tresviso, cream cheese and smoked Áliva – paired with selected wines and orujo from Liébana. A tasting led by a master cheesemaker.",
        de: 'Entdecken Sie Kantabriens Käse mit geschützter Herkunftsbezeichnung – Picón Bejes-Tresviso, Queso Nata und geräucherten Áliva – begleitet von ausgewählten Weinen und Orujo aus Liébana. Eine Verkostung unter Leitung eines Käsemeisters.',
        ru: 'Откройте для себя кантабрийские сыры с защищённым наименованием происхождения — Пикон Бехес-Тресвисо, сливочный «кесо ната» и копчёный Алива — в паре с избранными винами и орухо из Льебаны. Дегустацию ведёт опытный мастер-сыродел.',
        mk: 'Откријте ги кантабриските сирења со заштитено потекло — Пикон Бехес-Тресвисо, кремастото „кесо ната“ и чаденото Алива — спарени со избрани вина и орухо од Лиебана. Дегустацијата ја води искусен мајстор-сирењар.',
      }),
      duration: t({ es: '2 horas', en: '2 hours', de: '2 Stunden', ru: '2 часа', mk: '2 часа' }),
      type: 'basic',
      priceEur: 65,
      priceBasis: 'per_person',
      maxGuestsPerDate: 12,
      image: image('experience-cheese-wine-tasting.svg', {
        es: 'Tabla de quesos, uvas y vino tinto con montañas al fondo',
        en: 'Cheese board, grapes and red wine with mountains beyond',
        de: 'Käsebrett, Trauben und Rotwein vor Bergkulisse',
        ru: 'Сырная доска, виноград и красное вино на фоне гор',
        mk: 'Даска со сирења, грозје и црвено вино со планини во позадина',
      }),
    },
  },
  {
    id: 'private-yacht-santander-bay',
    details: {
      title: t({
        es: 'Velero privado por la bahía de Santander',
        en: 'Private sailing yacht on the Bay of Santander',
        de: 'Private Segelyacht in der Bucht von Santander',
        ru: 'Частная парусная яхта в заливе Сантандера',
        mk: 'Приватна едрилица низ заливот на Сантандер',
      }),
      description: t({
        es: 'Navegue a bordo de un velero exclusivo con patrón y tripulación por una de las bahías más bellas del mundo, frente a la península de la Magdalena y las playas de Somo. A bordo le esperan cava, un aperitivo de productos del mar y un baño en calas escondidas.',
        en: "Sail aboard an exclusive yacht with skipper and crew across one of the world's most beautiful bays, past the Magdalena peninsula and the beaches of Somo. On board await cava, a seafood aperitif and a swim in hidden coves.",
        de: 'Segeln Sie an Bord einer exklusiven Yacht mit Skipper und Crew durch eine der schönsten Buchten der Welt, vorbei an der Halbinsel La Magdalena und den Stränden von Somo. An Bord erwarten Sie Cava, ein Aperitif mit Meeresfrüchten und ein Bad in versteckten Buchten.',
        ru: 'Отправьтесь в плавание на эксклюзивной яхте со шкипером и экипажем по одному из красивейших заливов мира — мимо полуострова Магдалена и пляжей Сомо. На борту вас ждут кава, закуски из морепродуктов и купание в укромных бухтах.',
        mk: 'Запловете со ексклузивна едрилица со скипер и екипаж низ еден од најубавите заливи во светот, покрај полуостровот Магдалена и плажите на Сомо. На бродот ве очекуваат кава, аперитив од морски плодови и капење во скриени заливчиња.',
      }),
      duration: t({
        es: 'Medio día (4 horas)',
        en: 'Half day (4 hours)',
        de: 'Halber Tag (4 Stunden)',
        ru: 'Полдня (4 часа)',
        mk: 'Половина ден (4 часа)',
      }),
      type: 'vip',
      priceEur: 1200,
      priceBasis: 'per_group',
      maxGuestsPerDate: 10,
      image: image('experience-yacht-santander-bay.svg', {
        es: 'Velero navegando por la bahía de Santander al atardecer',
        en: 'Sailing yacht on the Bay of Santander at sunset',
        de: 'Segelyacht in der Bucht von Santander bei Sonnenuntergang',
        ru: 'Парусная яхта в заливе Сантандера на закате',
        mk: 'Едрилица во заливот на Сантандер на зајдисонце',
      }),
    },
  },
  {
    id: 'helicopter-picos-de-europa',
    details: {
      title: t({
        es: 'Vuelo en helicóptero sobre los Picos de Europa',
        en: 'Helicopter flight over the Picos de Europa',
        de: 'Hubschrauberflug über die Picos de Europa',
        ru: 'Полёт на вертолёте над Пикос-де-Эуропа',
        mk: 'Лет со хеликоптер над Пикос де Европа',
      }),
      description: t({
        es: 'Sobrevuele las cumbres y desfiladeros de los Picos de Europa en un helicóptero privado, con aterrizaje junto a un refugio de alta montaña. La jornada se completa con un almuerzo de cocido lebaniego en Potes, con traslados incluidos.',
        en: 'Soar over the peaks and gorges of the Picos de Europa in a private helicopter, landing beside a high-mountain refuge. The day is rounded off with a traditional Liébana stew lunch in Potes, transfers included.',
        de: 'Überfliegen Sie Gipfel und Schluchten der Picos de Europa in einem privaten Hubschrauber, mit Landung an einer Hochgebirgshütte. Abgerundet wird der Tag mit einem Mittagessen in Potes – dem traditionellen Eintopf Cocido Lebaniego; Transfers inklusive.',
        ru: 'Пролетите над вершинами и ущельями Пикос-де-Эуропа на частном вертолёте с посадкой у высокогорного приюта. День завершается обедом с традиционным лебаньегским косидо в Потесе; трансферы включены.',
        mk: 'Прелетајте над врвовите и клисурите на Пикос де Европа со приватен хеликоптер, со слетување кај високопланински дом. Денот се заокружува со ручек со традиционалната чорба косидо лебањего во Потес, а трансферите се вклучени.',
      }),
      duration: t({ es: 'Día completo', en: 'Full day', de: 'Ganzer Tag', ru: 'Целый день', mk: 'Цел ден' }),
      type: 'vip',
      priceEur: 1850,
      priceBasis: 'per_group',
      maxGuestsPerDate: 5,
      image: image('experience-helicopter-picos.svg', {
        es: 'Helicóptero sobrevolando las cumbres nevadas de los Picos de Europa',
        en: 'Helicopter flying over the snow-capped Picos de Europa',
        de: 'Hubschrauber über den schneebedeckten Picos de Europa',
        ru: 'Вертолёт над заснеженными вершинами Пикос-де-Эуропа',
        mk: 'Хеликоптер над снежните врвови на Пикос де Европа',
      }),
    },
  },
  {
    id: 'michelin-chefs-table',
    details: {
      title: t({
        es: 'Mesa del chef en un restaurante con estrella Michelin',
        en: "Chef's table at a Michelin-starred restaurant",
        de: 'Chef’s Table in einem Michelin-Sterne-Restaurant',
        ru: 'Стол шефа в ресторане со звездой Мишлен',
        mk: 'Маса на шефот во ресторан со Мишелинова ѕвезда',
      }),
      description: t({
        es: 'Viva desde la cocina el menú degustación de uno de los restaurantes con estrella Michelin de Cantabria, con el chef presentando cada pase. Incluye maridaje de vinos y una visita privada a la bodega.',
        en: "Experience the tasting menu of one of Cantabria's Michelin-starred restaurants from inside the kitchen, with the chef presenting every course. Wine pairing and a private cellar visit are included.",
        de: 'Erleben Sie das Degustationsmenü eines der Michelin-Sterne-Restaurants Kantabriens direkt in der Küche – der Küchenchef stellt jeden Gang persönlich vor. Weinbegleitung und eine private Kellerführung sind inbegriffen.',
        ru: 'Попробуйте дегустационное меню одного из отмеченных звездой Мишлен ресторанов Кантабрии прямо на кухне — шеф лично представит каждую подачу. Винное сопровождение и частная экскурсия по винному погребу включены.',
        mk: 'Доживејте го дегустациското мени на еден од кантабриските ресторани со Мишелинова ѕвезда директно од кујната, со шефот кој го претставува секое јадење. Вклучени се спарување со вина и приватна посета на визбата.',
      }),
      duration: t({ es: '3 horas', en: '3 hours', de: '3 Stunden', ru: '3 часа', mk: '3 часа' }),
      type: 'vip',
      priceEur: 390,
      priceBasis: 'per_person',
      maxGuestsPerDate: 8,
      image: image('experience-chefs-table.svg', {
        es: 'Mesa del chef iluminada con velas frente a la cocina abierta de un restaurante',
        en: "Candlelit chef's table facing a restaurant's open kitchen",
        de: 'Kerzenbeleuchteter Chef’s Table vor der offenen Küche eines Restaurants',
        ru: 'Стол шефа при свечах напротив открытой кухни ресторана',
        mk: 'Маса на шефот осветлена со свеќи пред отворената кујна на ресторан',
      }),
    },
  },
];
