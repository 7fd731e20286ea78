import type { Language } from '../../../platform/i18n/languages';

/** The words of the monthly letter in each language (formal address, the agency's tone). */
export interface NewsletterMailTexts {
  /** For the month's name. */
  locale: string;
  subject: (month: string) => string;
  intro: (month: string) => string;
  newsHeading: string;
  /** Over the listings that match the client's searches or favourite areas. */
  matchedHeading: string;
  matchedIntro: string;
  /** Over the agency's selection when nothing matched. */
  featuredHeading: string;
  featuredIntro: string;
  badges: { new: string; reduced: (percent: number) => string };
  viewAll: string;
  why: string;
  settings: string;
  unsubscribe: string;
}

const monthName = (month: string, locale: string, form: 'long' = 'long') =>
  new Intl.DateTimeFormat(locale, { month: form, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

export const NEWSLETTER_MAIL_TEXTS: Record<Language, NewsletterMailTexts> = {
  es: {
    locale: 'es-ES',
    subject: (month) => `Costa Cantabria Luxury: su carta mensual de ${monthName(month, 'es-ES')}`,
    intro: (month) =>
      `Le presentamos nuestra carta mensual de ${monthName(month, 'es-ES')}: las novedades de la agencia y una selección de propiedades pensada para usted.`,
    newsHeading: 'Novedades de la agencia',
    matchedHeading: 'Seleccionadas para usted',
    matchedIntro:
      'Propiedades nuevas o con precio rebajado este mes que encajan con sus búsquedas y zonas favoritas.',
    featuredHeading: 'Nuestra selección del mes',
    featuredIntro:
      'Este mes no hay novedades en sus búsquedas; le proponemos algunas de nuestras propiedades más destacadas.',
    badges: { new: 'Nueva', reduced: (percent) => `Rebajada un ${percent} %` },
    viewAll: 'Ver todas las propiedades',
    why: 'Recibe nuestra carta mensual porque se suscribió a ella.',
    settings: 'Ajustes de su cuenta',
    unsubscribe: 'Darse de baja de la carta mensual',
  },
  en: {
    locale: 'en-GB',
    subject: (month) => `Costa Cantabria Luxury: your monthly letter for ${monthName(month, 'en-GB')}`,
    intro: (month) =>
      `We are pleased to present our monthly letter for ${monthName(month, 'en-GB')}: the agency's news and a selection of properties chosen with you in mind.`,
    newsHeading: 'News from the agency',
    matchedHeading: 'Selected for you',
    matchedIntro:
      'Properties new to the market or reduced in price this month that match your searches and favourite areas.',
    featuredHeading: 'Our selection of the month',
    featuredIntro:
      'There is nothing new in your searches this month, so we would like to show you some of our finest properties.',
    badges: { new: 'New', reduced: (percent) => `Reduced by ${percent}%` },
    viewAll: 'View all properties',
    why: 'You receive our monthly letter because you subscribed to it.',
    settings: 'Your account settings',
    unsubscribe: 'Unsubscribe from the monthly letter',
  },
  de: {
    locale: 'de-DE',
    subject: (month) => `Costa Cantabria Luxury: Ihr Monatsbrief für ${monthName(month, 'de-DE')}`,
    intro: (month) =>
      `wir freuen uns, Ihnen unseren Monatsbrief für ${monthName(month, 'de-DE')} zu überreichen: Neuigkeiten der Agentur und eine Auswahl an Immobilien, die wir für Sie zusammengestellt haben.`,
    newsHeading: 'Neuigkeiten der Agentur',
    matchedHeading: 'Für Sie ausgewählt',
    matchedIntro:
      'Neue oder im Preis reduzierte Immobilien dieses Monats, die zu Ihren Suchen und bevorzugten Gegenden passen.',
    featuredHeading: 'Unsere Auswahl des Monats',
    featuredIntro:
      'In Ihren Suchen gibt es diesen Monat keine Neuheiten; gern zeigen wir Ihnen einige unserer herausragenden Immobilien.',
    badges: { new: 'Neu', reduced: (percent) => `Um ${percent} % reduziert` },
    viewAll: 'Alle Immobilien ansehen',
    why: 'Sie erhalten unseren Monatsbrief, weil Sie ihn abonniert haben.',
    settings: 'Ihre Kontoeinstellungen',
    unsubscribe: 'Monatsbrief abbestellen',
  },
  ru: {
    locale: 'ru-RU',
    subject: (month) => `Costa Cantabria Luxury: ежемесячное письмо за ${monthName(month, 'ru-RU')}`,
    intro: (month) =>
      `Представляем вам наше ежемесячное письмо за ${monthName(month, 'ru-RU')}: новости агентства и подборку объектов, составленную специально для вас.`,
    newsHeading: 'Новости агентства',
    matchedHeading: 'Подобрано для вас',
    matchedIntro:
      'Новые объекты и объекты со сниженной ценой за этот месяц, соответствующие вашим поискам и избранным районам.',
    featuredHeading: 'Наша подборка месяца',
    featuredIntro:
      'В этом месяце по вашим поискам новинок нет, поэтому мы предлагаем вам некоторые из наших лучших объектов.',
    badges: { new: 'Новинка', reduced: (percent) => `Цена снижена на ${percent} %` },
    viewAll: 'Смотреть все объекты',
    why: 'Вы получаете наше ежемесячное письмо, потому что подписались на него.',
    settings: 'Настройки вашего аккаунта',
    unsubscribe: 'Отписаться от ежемесячного письма',
  },
  mk: {
    locale: 'mk-MK',
    subject: (month) => `Costa Cantabria Luxury: месечното писмо за ${monthName(month, 'mk-MK')}`,
    intro: (month) =>
      `Ви го претставуваме нашето месечно писмо за ${monthName(month, 'mk-MK')}: новостите на агенцијата и избор на имоти подготвен специјално за вас.`,
    newsHeading: 'Новости од агенцијата',
    matchedHeading: 'Избрано за вас',
    matchedIntro:
      'Нови имоти или имоти со намалена цена овој месец што одговараат на вашите пребарувања и омилени области.',
    featuredHeading: 'Нашиот избор на месецот',
    featuredIntro:
      'Овој месец нема новости во вашите пребарувања, па ви предлагаме некои од нашите најистакнати имоти.',
    badges: { new: 'Ново', reduced: (percent) => `Намалено за ${percent} %` },
    viewAll: 'Погледнете ги сите имоти',
    why: 'Го добивате нашето месечно писмо бидејќи се претплативте на него.',
    settings: 'Поставки на вашата сметка',
    unsubscribe: 'Откажете го месечното писмо',
  },
};
