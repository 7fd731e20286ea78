import type { Language } from '../../../platform/i18n/languages';

/** The client mails' kinds: one per step of a booking the client is told about. */
export const CLIENT_MAIL_EVENTS = [
  'BookingRequested',
  'BookingConfirmed',
  'BookingDeclined',
  'BookingPriceAdjusted',
  'BookingCancelled',
] as const;
export type ClientMailEvent = (typeof CLIENT_MAIL_EVENTS)[number];

export interface BookingMailTexts {
  subject: Record<ClientMailEvent, (title: string) => string>;
  body: Record<ClientMailEvent, string>;
  /** A cancellation by the agency rather than by the client. */
  cancelledByAgency: string;
  reason: (text: string) => string;
  note: (text: string) => string;
  summary: { when: (date: string, time: string) => string; guests: (n: number) => string };
  price: {
    total: (amount: string) => string;
    onRequest: (from: string) => string;
    newTotal: (amount: string) => string;
  };
  action: string;
  dateLocale: string;
}

export const BOOKING_MAIL_TEXTS: Record<Language, BookingMailTexts> = {
  es: {
    subject: {
      BookingRequested: (title) => `Hemos recibido su solicitud de reserva: ${title}`,
      BookingConfirmed: (title) => `Su reserva está confirmada: ${title}`,
      BookingDeclined: (title) => `Su solicitud de reserva: ${title}`,
      BookingPriceAdjusted: (title) => `Nuevo importe de su reserva: ${title}`,
      BookingCancelled: (title) => `Reserva cancelada: ${title}`,
    },
    body: {
      BookingRequested:
        'Gracias por su solicitud. Nuestro equipo la revisará y le confirmará la reserva personalmente en breve.',
      BookingConfirmed: 'Nos complace confirmar su reserva. Le esperamos con mucho gusto.',
      BookingDeclined:
        'Lamentamos comunicarle que no podemos atender su solicitud de reserva en esta ocasión.',
      BookingPriceAdjusted: 'Hemos actualizado el importe de su reserva.',
      BookingCancelled: 'Le confirmamos que su reserva ha quedado cancelada.',
    },
    cancelledByAgency: 'Lamentamos comunicarle que hemos tenido que cancelar su reserva.',
    reason: (text) => `Motivo: ${text}`,
    note: (text) => `Nota: ${text}`,
    summary: {
      when: (date, time) => `${date}, a las ${time} (hora de Madrid)`,
      guests: (n) => (n === 1 ? '1 persona' : `${n} personas`),
    },
    price: {
      total: (amount) => `Importe: ${amount}`,
      onRequest: (from) => `Precio: desde ${from}; le indicaremos el importe final`,
      newTotal: (amount) => `Nuevo importe: ${amount}`,
    },
    action: 'Ver mis reservas',
    dateLocale: 'es-ES',
  },
  en: {
    subject: {
      BookingRequested: (title) => `We have received your booking request: ${title}`,
      BookingConfirmed: (title) => `Your booking is confirmed: ${title}`,
      BookingDeclined: (title) => `Your booking request: ${title}`,
      BookingPriceAdjusted: (title) => `New amount for your booking: ${title}`,
      BookingCancelled: (title) => `Booking cancelled: ${title}`,
    },
    body: {
      BookingRequested:
        'Thank you for your request. Our team will review it and confirm your booking personally very shortly.',
      BookingConfirmed: 'We are delighted to confirm your booking and look forward to welcoming you.',
      BookingDeclined:
        'We regret to inform you that we are unable to accept your booking request on this occasion.',
      BookingPriceAdjusted: 'We have updated the amount of your booking.',
      BookingCancelled: 'We confirm that your booking has been cancelled.',
    },
    cancelledByAgency: 'We regret to inform you that we have had to cancel your booking.',
    reason: (text) => `Reason: ${text}`,
    note: (text) => `Note: ${text}`,
    summary: {
      when: (date, time) => `${date} at ${time} (Madrid time)`,
      guests: (n) => (n === 1 ? '1 guest' : `${n} guests`),
    },
    price: {
      total: (amount) => `Amount: ${amount}`,
      onRequest: (from) => `Price: from ${from}; we will let you know the final amount`,
      newTotal: (amount) => `New amount: ${amount}`,
    },
    action: 'View my bookings',
    dateLocale: 'en-GB',
  },
  de: {
    subject: {
      BookingRequested: (title) => `Wir haben Ihre Buchungsanfrage erhalten: ${title}`,
      BookingConfirmed: (title) => `Ihre Buchung ist bestätigt: ${title}`,
      BookingDeclined: (title) => `Ihre Buchungsanfrage: ${title}`,
      BookingPriceAdjusted: (title) => `Neuer Betrag Ihrer Buchung: ${title}`,
      BookingCancelled: (title) => `Buchung storniert: ${title}`,
    },
    body: {
      BookingRequested:
        'Vielen Dank für Ihre Anfrage. Unser Team prüft sie und bestätigt Ihnen die Buchung in Kürze persönlich.',
      BookingConfirmed: 'Wir freuen uns, Ihre Buchung zu bestätigen, und heißen Sie herzlich willkommen.',
      BookingDeclined: 'Leider können wir Ihre Buchungsanfrage dieses Mal nicht annehmen.',
      BookingPriceAdjusted: 'Wir haben den Betrag Ihrer Buchung aktualisiert.',
      BookingCancelled: 'Wir bestätigen Ihnen, dass Ihre Buchung storniert wurde.',
    },
    cancelledByAgency: 'Leider mussten wir Ihre Buchung stornieren.',
    reason: (text) => `Grund: ${text}`,
    note: (text) => `Hinweis: ${text}`,
    summary: {
      when: (date, time) => `${date} um ${time} Uhr (Madrider Zeit)`,
      guests: (n) => (n === 1 ? '1 Gast' : `${n} Gäste`),
    },
    price: {
      total: (amount) => `Betrag: ${amount}`,
      onRequest: (from) => `Preis: ab ${from}; den endgültigen Betrag teilen wir Ihnen mit`,
      newTotal: (amount) => `Neuer Betrag: ${amount}`,
    },
    action: 'Meine Buchungen ansehen',
    dateLocale: 'de-DE',
  },
  ru: {
    subject: {
      BookingRequested: (title) => `Мы получили ваш запрос на бронирование: ${title}`,
      BookingConfirmed: (title) => `Ваше бронирование подтверждено: ${title}`,
      BookingDeclined: (title) => `Ваш запрос на бронирование: ${title}`,
      BookingPriceAdjusted: (title) => `Новая сумма бронирования: ${title}`,
      BookingCancelled: (title) => `Бронирование отменено: ${title}`,
    },
    body: {
      BookingRequested:
        'Благодарим вас за запрос. Наша команда рассмотрит его и в ближайшее время лично подтвердит бронирование.',
      BookingConfirmed: 'С удовольствием подтверждаем ваше бронирование и будем рады вас встретить.',
      BookingDeclined: 'К сожалению, на этот раз мы не можем принять ваш запрос на бронирование.',
      BookingPriceAdjusted: 'Мы обновили сумму вашего бронирования.',
      BookingCancelled: 'Подтверждаем, что ваше бронирование отменено.',
    },
    cancelledByAgency: 'К сожалению, нам пришлось отменить ваше бронирование.',
    reason: (text) => `Причина: ${text}`,
    note: (text) => `Примечание: ${text}`,
    summary: {
      when: (date, time) => `${date}, ${time} (по мадридскому времени)`,
      guests: (n) => `Гости: ${n}`,
    },
    price: {
      total: (amount) => `Сумма: ${amount}`,
      onRequest: (from) => `Цена: от ${from}; окончательную сумму мы сообщим вам дополнительно`,
      newTotal: (amount) => `Новая сумма: ${amount}`,
    },
    action: 'Мои бронирования',
    dateLocale: 'ru-RU',
  },
  mk: {
    subject: {
      BookingRequested: (title) => `Го примивме вашето барање за резервација: ${title}`,
      BookingConfirmed: (title) => `Вашата резервација е потврдена: ${title}`,
      BookingDeclined: (title) => `Вашето барање за резервација: ${title}`,
      BookingPriceAdjusted: (title) => `Нов износ на вашата резервација: ${title}`,
      BookingCancelled: (title) => `Резервацијата е откажана: ${title}`,
    },
    body: {
      BookingRequested:
        'Ви благодариме за барањето. Нашиот тим ќе го разгледа и наскоро лично ќе ви ја потврди резервацијата.',
      BookingConfirmed: 'Со задоволство ја потврдуваме вашата резервација и ве очекуваме.',
      BookingDeclined: 'Ни е жал што ве известуваме дека овој пат не можеме да го прифатиме вашето барање.',
      BookingPriceAdjusted: 'Го ажуриравме износот на вашата резервација.',
      BookingCancelled: 'Ви потврдуваме дека вашата резервација е откажана.',
    },
    cancelledByAgency: 'Ни е жал што ве известуваме дека моравме да ја откажеме вашата резервација.',
    reason: (text) => `Причина: ${text}`,
    note: (text) => `Забелешка: ${text}`,
    summary: {
      when: (date, time) => `${date} во ${time} (според времето во Мадрид)`,
      guests: (n) => (n === 1 ? '1 гостин' : `${n} гости`),
    },
    price: {
      total: (amount) => `Износ: ${amount}`,
      onRequest: (from) => `Цена: од ${from}; конечниот износ ќе ви го соопштиме`,
      newTotal: (amount) => `Нов износ: ${amount}`,
    },
    action: 'Мои резервации',
    dateLocale: 'mk-MK',
  },
};
