import type { Language } from '../../../platform/i18n/languages';
import type { OfferStatus } from '../../sales';
import type { ViewingInterest } from '../../viewings';
import type { ReportFigure, Trend } from '../report/seller-report.dto';

/** The words of the seller's weekly report e-mail in each language (formal address, the agency's tone). */
export interface SellerReportMailTexts {
  /** For dates: the locale whose words the reader reads. */
  locale: string;
  subject: (title: string) => string;
  intro: (title: string, from: string, to: string) => string;
  figures: Record<ReportFigure, string>;
  /** "124 (98 the week before)", with the direction in words. */
  compared: (value: number, previous: number, trend: Trend) => string;
  viewingsHeading: string;
  noViewings: string;
  interest: Record<ViewingInterest, string>;
  noFeedback: string;
  offersHeading: string;
  noOffers: string;
  offerStatus: Record<OfferStatus, string>;
  action: string;
  linkNote: string;
}

export const SELLER_REPORT_MAIL_TEXTS: Record<Language, SellerReportMailTexts> = {
  es: {
    locale: 'es-ES',
    subject: (title) => `Su inmueble esta semana: ${title}`,
    intro: (title, from, to) =>
      `Le enviamos el resumen de la actividad de ${title} entre el ${from} y el ${to}, comparada con la semana anterior.`,
    figures: {
      views: 'Visitas al anuncio',
      favorites: 'Guardado en favoritos',
      inquiries: 'Consultas recibidas',
      viewings: 'Solicitudes de visita',
      offers: 'Ofertas recibidas',
    },
    compared: (value, previous, trend) =>
      `${value} (${{ up: 'más', down: 'menos', same: 'igual' }[trend]} que la semana anterior: ${previous})`,
    viewingsHeading: 'Visitas realizadas',
    noViewings: 'Esta semana no se han realizado visitas.',
    interest: {
      very_interested: 'Muy interesado',
      interested: 'Interesado',
      undecided: 'Indeciso',
      not_interested: 'Sin interés',
    },
    noFeedback: 'Valoración pendiente',
    offersHeading: 'Ofertas',
    noOffers: 'Esta semana no se han recibido ofertas.',
    offerStatus: {
      awaiting_seller: 'pendiente de su respuesta',
      awaiting_buyer: 'pendiente del comprador',
      accepted: 'aceptada',
      rejected: 'rechazada',
      withdrawn: 'retirada',
      expired: 'vencida',
      closed: 'cerrada',
    },
    action: 'Ver el informe completo',
    linkNote:
      'El enlace es personal y estará activo durante 30 días. Si tiene cualquier pregunta, estaremos encantados de atenderle.',
  },
  en: {
    locale: 'en-GB',
    subject: (title) => `Your property this week: ${title}`,
    intro: (title, from, to) =>
      `Please find below a summary of the activity on ${title} from ${from} to ${to}, compared with the previous week.`,
    figures: {
      views: 'Views of the listing',
      favorites: 'Saved as a favourite',
      inquiries: 'Enquiries received',
      viewings: 'Viewing requests',
      offers: 'Offers received',
    },
    compared: (value, previous, trend) =>
      `${value} (${{ up: 'up on', down: 'down on', same: 'the same as' }[trend]} the previous week: ${previous})`,
    viewingsHeading: 'Viewings held',
    noViewings: 'No viewings took place this week.',
    interest: {
      very_interested: 'Very interested',
      interested: 'Interested',
      undecided: 'Undecided',
      not_interested: 'Not interested',
    },
    noFeedback: 'Feedback to follow',
    offersHeading: 'Offers',
    noOffers: 'No offers were received this week.',
    offerStatus: {
      awaiting_seller: 'awaiting your reply',
      awaiting_buyer: 'awaiting the buyer',
      accepted: 'accepted',
      rejected: 'declined',
      withdrawn: 'withdrawn',
      expired: 'expired',
      closed: 'closed',
    },
    action: 'View the full report',
    linkNote:
      'This link is personal to you and remains active for 30 days. Should you have any questions, we would be delighted to help.',
  },
  de: {
    locale: 'de-DE',
    subject: (title) => `Ihre Immobilie in dieser Woche: ${title}`,
    intro: (title, from, to) =>
      `anbei erhalten Sie die Übersicht über die Aktivität zu ${title} vom ${from} bis zum ${to}, verglichen mit der Vorwoche.`,
    figures: {
      views: 'Aufrufe des Inserats',
      favorites: 'Als Favorit gespeichert',
      inquiries: 'Eingegangene Anfragen',
      viewings: 'Besichtigungsanfragen',
      offers: 'Eingegangene Angebote',
    },
    compared: (value, previous, trend) =>
      `${value} (${{ up: 'mehr als', down: 'weniger als', same: 'gleich wie' }[trend]} in der Vorwoche: ${previous})`,
    viewingsHeading: 'Durchgeführte Besichtigungen',
    noViewings: 'In dieser Woche fanden keine Besichtigungen statt.',
    interest: {
      very_interested: 'Sehr interessiert',
      interested: 'Interessiert',
      undecided: 'Unentschlossen',
      not_interested: 'Kein Interesse',
    },
    noFeedback: 'Einschätzung folgt',
    offersHeading: 'Angebote',
    noOffers: 'In dieser Woche sind keine Angebote eingegangen.',
    offerStatus: {
      awaiting_seller: 'wartet auf Ihre Antwort',
      awaiting_buyer: 'wartet auf den Käufer',
      accepted: 'angenommen',
      rejected: 'abgelehnt',
      withdrawn: 'zurückgezogen',
      expired: 'abgelaufen',
      closed: 'geschlossen',
    },
    action: 'Vollständigen Bericht ansehen',
    linkNote:
      'Dieser Link ist persönlich und 30 Tage lang gültig. Für Fragen stehen wir Ihnen jederzeit gern zur Verfügung.',
  },
  ru: {
    locale: 'ru-RU',
    subject: (title) => `Ваш объект на этой неделе: ${title}`,
    intro: (title, from, to) =>
      `Направляем вам сводку активности по объекту «${title}» с ${from} по ${to} в сравнении с предыдущей неделей.`,
    figures: {
      views: 'Просмотры объявления',
      favorites: 'Добавления в избранное',
      inquiries: 'Полученные запросы',
      viewings: 'Заявки на просмотр',
      offers: 'Полученные предложения',
    },
    compared: (value, previous, trend) =>
      `${value} (${{ up: 'больше, чем', down: 'меньше, чем', same: 'столько же, сколько' }[trend]} на прошлой неделе: ${previous})`,
    viewingsHeading: 'Проведённые просмотры',
    noViewings: 'На этой неделе просмотров не было.',
    interest: {
      very_interested: 'Очень заинтересован',
      interested: 'Заинтересован',
      undecided: 'Пока не определился',
      not_interested: 'Не заинтересован',
    },
    noFeedback: 'Отзыв будет позже',
    offersHeading: 'Предложения',
    noOffers: 'На этой неделе предложений не поступало.',
    offerStatus: {
      awaiting_seller: 'ожидает вашего ответа',
      awaiting_buyer: 'ожидает ответа покупателя',
      accepted: 'принято',
      rejected: 'отклонено',
      withdrawn: 'отозвано',
      expired: 'истекло',
      closed: 'закрыто',
    },
    action: 'Открыть полный отчёт',
    linkNote:
      'Эта ссылка предназначена только для вас и действует 30 дней. Если у вас возникнут вопросы, мы с удовольствием на них ответим.',
  },
  mk: {
    locale: 'mk-MK',
    subject: (title) => `Вашиот имот оваа недела: ${title}`,
    intro: (title, from, to) =>
      `Ви испраќаме преглед на активноста за „${title}“ од ${from} до ${to}, во споредба со претходната недела.`,
    figures: {
      views: 'Прегледи на огласот',
      favorites: 'Зачувано во омилени',
      inquiries: 'Примени барања за информации',
      viewings: 'Барања за разгледување',
      offers: 'Примени понуди',
    },
    compared: (value, previous, trend) =>
      `${value} (${{ up: 'повеќе од', down: 'помалку од', same: 'исто како' }[trend]} претходната недела: ${previous})`,
    viewingsHeading: 'Одржани разгледувања',
    noViewings: 'Оваа недела немаше разгледувања.',
    interest: {
      very_interested: 'Многу заинтересиран',
      interested: 'Заинтересиран',
      undecided: 'Неодлучен',
      not_interested: 'Не е заинтересиран',
    },
    noFeedback: 'Мислењето ќе следува',
    offersHeading: 'Понуди',
    noOffers: 'Оваа недела не се примени понуди.',
    offerStatus: {
      awaiting_seller: 'чека ваш одговор',
      awaiting_buyer: 'чека одговор од купувачот',
      accepted: 'прифатена',
      rejected: 'одбиена',
      withdrawn: 'повлечена',
      expired: 'истечена',
      closed: 'затворена',
    },
    action: 'Погледнете го целиот извештај',
    linkNote: 'Врската е лична и важи 30 дена. За сè што ви е потребно, со задоволство ќе ви помогнеме.',
  },
};
