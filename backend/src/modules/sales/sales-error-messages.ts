import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the sales error codes in the five languages. */
export function defineSalesErrorMessages(): void {
  defineErrorMessages({
    offer_not_found: {
      es: 'Esta oferta no existe.',
      en: 'This offer does not exist.',
      de: 'Dieses Angebot existiert nicht.',
      ru: 'Такого предложения не существует.',
      mk: 'Оваа понуда не постои.',
    },
    offer_exists: {
      es: 'Esta oferta ya está registrada.',
      en: 'This offer has already been recorded.',
      de: 'Dieses Angebot ist bereits erfasst.',
      ru: 'Это предложение уже зарегистрировано.',
      mk: 'Оваа понуда е веќе евидентирана.',
    },
    offer_status_conflict: {
      es: 'La oferta ha cambiado de estado y ya no admite este paso. Actualice la página.',
      en: 'The offer has changed and no longer allows this step. Please refresh the page.',
      de: 'Das Angebot hat sich geändert und lässt diesen Schritt nicht mehr zu. Bitte laden Sie die Seite neu.',
      ru: 'Статус предложения изменился, и этот шаг больше недоступен. Пожалуйста, обновите страницу.',
      mk: 'Понудата се промени и повеќе не го дозволува овој чекор. Ве молиме освежете ја страницата.',
    },
    sale_in_progress: {
      es: 'Este inmueble ya tiene una oferta aceptada y no admite nuevas ofertas por el momento.',
      en: 'This property already has an accepted offer and is not taking new offers for now.',
      de: 'Für diese Immobilie wurde bereits ein Angebot angenommen; neue Angebote sind derzeit nicht möglich.',
      ru: 'По этому объекту уже принято предложение, новые предложения пока не принимаются.',
      mk: 'За овој имот веќе е прифатена понуда и засега не се примаат нови понуди.',
    },
    property_not_offerable: {
      es: 'Este inmueble no admite ofertas en este momento.',
      en: 'This property is not open to offers at present.',
      de: 'Für diese Immobilie können derzeit keine Angebote abgegeben werden.',
      ru: 'По этому объекту сейчас не принимаются предложения.',
      mk: 'За овој имот моментално не се примаат понуди.',
    },
    sale_stage_conflict: {
      es: 'La venta no está en la etapa que permite este paso. Actualice la página.',
      en: 'The sale is not at the stage that allows this step. Please refresh the page.',
      de: 'Der Verkauf befindet sich nicht in der Phase, die diesen Schritt erlaubt. Bitte laden Sie die Seite neu.',
      ru: 'Сделка не находится на этапе, допускающем этот шаг. Пожалуйста, обновите страницу.',
      mk: 'Продажбата не е во фазата што го дозволува овој чекор. Ве молиме освежете ја страницата.',
    },
    offer_amount_invalid: {
      es: 'Indique un importe en euros sin decimales, mayor que cero.',
      en: 'Please enter an amount in whole euros, above zero.',
      de: 'Bitte geben Sie einen Betrag in ganzen Euro über null an.',
      ru: 'Укажите сумму в целых евро больше нуля.',
      mk: 'Внесете износ во цели евра, поголем од нула.',
    },
    offer_conditions_too_long: {
      es: 'Las condiciones admiten como máximo 1000 caracteres.',
      en: 'The conditions may have at most 1,000 characters.',
      de: 'Die Bedingungen dürfen höchstens 1.000 Zeichen umfassen.',
      ru: 'Условия могут содержать не более 1000 символов.',
      mk: 'Условите можат да имаат најмногу 1000 знаци.',
    },
    sale_date_invalid: {
      es: 'Esta fecha no existe.',
      en: 'This date does not exist.',
      de: 'Dieses Datum gibt es nicht.',
      ru: 'Такой даты не существует.',
      mk: 'Овој датум не постои.',
    },
    offer_valid_until_past: {
      es: 'La fecha de validez no puede ser anterior a hoy.',
      en: 'The validity date cannot be earlier than today.',
      de: 'Das Gültigkeitsdatum darf nicht vor dem heutigen Tag liegen.',
      ru: 'Срок действия не может быть раньше сегодняшнего дня.',
      mk: 'Датумот на важност не може да биде пред денешниот.',
    },
    offer_valid_until_too_far: {
      es: 'Una oferta puede mantenerse como máximo 60 días.',
      en: 'An offer may stand for at most 60 days.',
      de: 'Ein Angebot kann höchstens 60 Tage gelten.',
      ru: 'Предложение может действовать не более 60 дней.',
      mk: 'Понудата може да важи најмногу 60 дена.',
    },
    buyer_not_found: {
      es: 'No hay ninguna cuenta de cliente verificada con esta dirección de correo electrónico.',
      en: 'There is no verified client account with this email address.',
      de: 'Es gibt kein bestätigtes Kundenkonto mit dieser E-Mail-Adresse.',
      ru: 'Клиента с подтверждённым аккаунтом и этим адресом электронной почты нет.',
      mk: 'Нема потврдена клиентска сметка со оваа е-адреса.',
    },
  });
}
