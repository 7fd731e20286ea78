import { defineErrorMessages } from '../../platform/http/error-messages';
import type { Language } from '../../platform/i18n/languages';

/** The texts of the bookings' error codes in the five languages. */
export function defineBookingErrorMessages(): void {
  defineErrorMessages({
    invalid_stay: {
      es: 'La salida debe ser posterior a la llegada y la estancia no puede superar un año',
      en: 'Check-out must be after check-in and a stay cannot exceed one year',
      de: 'Die Abreise muss nach der Anreise liegen, und ein Aufenthalt darf ein Jahr nicht überschreiten',
      ru: 'Дата выезда должна быть позже даты заезда, а проживание не может превышать один год',
      mk: 'Заминувањето мора да биде по пристигнувањето, а престојот не може да трае подолго од една година',
    },
    booking_already_recorded: {
      es: 'Esta reserva ya estaba registrada',
      en: 'This booking was already recorded',
      de: 'Diese Buchung wurde bereits erfasst',
      ru: 'Это бронирование уже зарегистрировано',
      mk: 'Оваа резервација е веќе евидентирана',
    },
    booking_not_found: {
      es: 'Esta reserva no existe',
      en: 'This booking does not exist',
      de: 'Diese Buchung existiert nicht',
      ru: 'Такого бронирования не существует',
      mk: 'Оваа резервација не постои',
    },
    payment_status_transition_not_allowed: {
      es: 'Este cambio de estado de pago no está permitido',
      en: 'This payment status change is not allowed',
      de: 'Diese Änderung des Zahlungsstatus ist nicht erlaubt',
      ru: 'Такое изменение статуса оплаты недопустимо',
      mk: 'Оваа промена на статусот на плаќање не е дозволена',
    },
    booking_status_transition_not_allowed: {
      es: 'El estado actual de esta reserva no permite este cambio',
      en: 'The booking’s current status does not allow this change',
      de: 'Der aktuelle Status dieser Buchung lässt diese Änderung nicht zu',
      ru: 'Текущий статус бронирования не допускает этого изменения',
      mk: 'Тековниот статус на резервацијата не ја дозволува оваа промена',
    },
    booking_cancellation_window_closed: {
      es: 'Las reservas pueden cancelarse en línea hasta 48 horas antes de su inicio. Para cancelar ahora, le rogamos que contacte con nosotros.',
      en: 'Bookings can be cancelled online until 48 hours before they begin. To cancel now, please contact us.',
      de: 'Buchungen können bis 48 Stunden vor Beginn online storniert werden. Um jetzt zu stornieren, kontaktieren Sie uns bitte.',
      ru: 'Бронирование можно отменить онлайн не позднее чем за 48 часов до начала. Чтобы отменить его сейчас, пожалуйста, свяжитесь с нами.',
      mk: 'Резервациите може да се откажат преку интернет до 48 часа пред почетокот. За да откажете сега, ве молиме контактирајте нè.',
    },
    booking_date_past: {
      es: 'Elija una fecha y una hora futuras',
      en: 'Please choose a date and time in the future',
      de: 'Bitte wählen Sie ein Datum und eine Uhrzeit in der Zukunft',
      ru: 'Пожалуйста, выберите дату и время в будущем',
      mk: 'Ве молиме изберете иден датум и час',
    },
    booking_date_too_far: {
      es: 'Las reservas se aceptan con un máximo de dos años de antelación',
      en: 'Bookings are accepted up to two years in advance',
      de: 'Buchungen sind bis zu zwei Jahre im Voraus möglich',
      ru: 'Бронирование принимается не более чем за два года',
      mk: 'Резервациите се примаат најмногу две години однапред',
    },
  });
}

/**
 * The refusal of a request for more guests than an experience's date has places left, with the number:
 * worded here in the requester's language (the code's static texts could not carry it).
 */
export function placesLeftMessage(language: Language, placesLeft: number): string {
  if (placesLeft === 0) return NO_PLACES_LEFT[language];
  return PLACES_LEFT[language](placesLeft);
}

const NO_PLACES_LEFT: Record<Language, string> = {
  es: 'Lo sentimos: no quedan plazas para esta fecha. Le invitamos a elegir otro día.',
  en: 'We are sorry: there are no places left on this date. Please choose another day.',
  de: 'Es tut uns leid: Für dieses Datum sind keine Plätze mehr frei. Bitte wählen Sie einen anderen Tag.',
  ru: 'К сожалению, на эту дату мест не осталось. Пожалуйста, выберите другой день.',
  mk: 'Ни е жал: за овој датум нема слободни места. Ве молиме изберете друг ден.',
};

const PLACES_LEFT: Record<Language, (n: number) => string> = {
  es: (n) =>
    `Para esta fecha solo ${n === 1 ? 'queda 1 plaza' : `quedan ${n} plazas`}. Reduzca el número de personas o elija otro día.`,
  en: (n) =>
    `Only ${n === 1 ? '1 place is' : `${n} places are`} left on this date. Please reduce the number of guests or choose another day.`,
  de: (n) =>
    `Für dieses Datum ${n === 1 ? 'ist nur noch 1 Platz' : `sind nur noch ${n} Plätze`} frei. Bitte verringern Sie die Zahl der Gäste oder wählen Sie einen anderen Tag.`,
  ru: (n) => `На эту дату осталось мест: ${n}. Пожалуйста, уменьшите число гостей или выберите другой день.`,
  mk: (n) =>
    `За овој датум ${n === 1 ? 'остана само 1 место' : `останаа само ${n} места`}. Ве молиме намалете го бројот на гости или изберете друг ден.`,
};
