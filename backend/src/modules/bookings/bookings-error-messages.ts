import { defineErrorMessages } from '../../platform/http/error-messages';

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
  });
}
