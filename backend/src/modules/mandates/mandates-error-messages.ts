import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the mandates' error codes in the five languages. */
export function defineMandateErrorMessages(): void {
  defineErrorMessages({
    invalid_mandate: {
      es: 'Algunas condiciones del mandato no son válidas.',
      en: 'Some of the mandate’s terms are not valid.',
      de: 'Einige Bedingungen des Maklerauftrags sind ungültig.',
      ru: 'Некоторые условия договора поручения указаны неверно.',
      mk: 'Некои услови од договорот за посредување не се валидни.',
    },
    mandate_exclusive_invalid: {
      es: 'Indique si el mandato es en exclusiva.',
      en: 'Please state whether the mandate is exclusive.',
      de: 'Bitte geben Sie an, ob es sich um einen Alleinauftrag handelt.',
      ru: 'Укажите, является ли договор поручения эксклюзивным.',
      mk: 'Наведете дали договорот за посредување е ексклузивен.',
    },
    mandate_commission_invalid: {
      es: 'La comisión es un porcentaje mayor que 0 y de hasta el 10 %, con dos decimales como máximo.',
      en: 'The commission is a percentage above 0 and up to 10 %, with at most two decimals.',
      de: 'Die Provision ist ein Prozentsatz über 0 und bis 10 %, mit höchstens zwei Nachkommastellen.',
      ru: 'Комиссия указывается в процентах: больше 0 и не более 10 %, не более двух знаков после запятой.',
      mk: 'Провизијата е процент поголем од 0 и до 10 %, со најмногу две децимали.',
    },
    mandate_price_invalid: {
      es: 'Indique el precio de venta acordado en euros, sin decimales.',
      en: 'Please enter the agreed asking price in whole euros.',
      de: 'Bitte geben Sie den vereinbarten Angebotspreis in vollen Euro an.',
      ru: 'Укажите согласованную цену продажи в целых евро.',
      mk: 'Внесете ја договорената продажна цена во цели евра.',
    },
    mandate_date_invalid: {
      es: 'Indique una fecha válida.',
      en: 'Please enter a valid date.',
      de: 'Bitte geben Sie ein gültiges Datum an.',
      ru: 'Укажите правильную дату.',
      mk: 'Внесете валиден датум.',
    },
    mandate_ends_before_start: {
      es: 'La fecha de fin debe ser posterior a la de inicio.',
      en: 'The end date must be after the start date.',
      de: 'Das Enddatum muss nach dem Anfangsdatum liegen.',
      ru: 'Дата окончания должна быть позже даты начала.',
      mk: 'Датумот на завршување мора да биде по датумот на почеток.',
    },
    seller_name_required: {
      es: 'Indique el nombre del vendedor.',
      en: 'Please enter the seller’s name.',
      de: 'Bitte geben Sie den Namen des Verkäufers an.',
      ru: 'Укажите имя продавца.',
      mk: 'Внесете го името на продавачот.',
    },
    seller_name_too_long: {
      es: 'El nombre admite como máximo 120 caracteres.',
      en: 'The name may have at most 120 characters.',
      de: 'Der Name darf höchstens 120 Zeichen haben.',
      ru: 'Имя может содержать не более 120 символов.',
      mk: 'Името може да има најмногу 120 знаци.',
    },
    seller_email_invalid: {
      es: 'Indique una dirección de correo electrónico válida.',
      en: 'Please enter a valid e-mail address.',
      de: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      ru: 'Укажите правильный адрес электронной почты.',
      mk: 'Внесете валидна адреса на е-пошта.',
    },
    seller_phone_invalid: {
      es: 'Indique un número de teléfono válido, con el prefijo del país.',
      en: 'Please enter a valid phone number, with the country code.',
      de: 'Bitte geben Sie eine gültige Telefonnummer mit Ländervorwahl an.',
      ru: 'Укажите правильный номер телефона с кодом страны.',
      mk: 'Внесете валиден телефонски број, со повикувачкиот број на земјата.',
    },
    seller_language_invalid: {
      es: 'Elija uno de los cinco idiomas.',
      en: 'Please choose one of the five languages.',
      de: 'Bitte wählen Sie eine der fünf Sprachen.',
      ru: 'Выберите один из пяти языков.',
      mk: 'Изберете еден од петте јазици.',
    },
    seller_not_found: {
      es: 'Este vendedor no existe.',
      en: 'This seller does not exist.',
      de: 'Diesen Verkäufer gibt es nicht.',
      ru: 'Такого продавца не существует.',
      mk: 'Овој продавач не постои.',
    },
    seller_exists: {
      es: 'Este vendedor ya figura en la propiedad.',
      en: 'This seller is already recorded for the property.',
      de: 'Dieser Verkäufer ist für die Immobilie bereits erfasst.',
      ru: 'Этот продавец уже указан для объекта.',
      mk: 'Овој продавач веќе е внесен за имотот.',
    },
    seller_removed: {
      es: 'Este vendedor ya no figura en la propiedad.',
      en: 'This seller is no longer recorded for the property.',
      de: 'Dieser Verkäufer ist für die Immobilie nicht mehr erfasst.',
      ru: 'Этот продавец больше не указан для объекта.',
      mk: 'Овој продавач повеќе не е внесен за имотот.',
    },
    seller_erased: {
      es: 'Los datos de este vendedor se han borrado de forma definitiva.',
      en: 'This seller’s data have been erased for good.',
      de: 'Die Daten dieses Verkäufers wurden endgültig gelöscht.',
      ru: 'Данные этого продавца удалены безвозвратно.',
      mk: 'Податоците на овој продавач се трајно избришани.',
    },
    too_many_sellers: {
      es: 'Una propiedad admite como máximo 10 vendedores.',
      en: 'A property may have at most 10 sellers.',
      de: 'Eine Immobilie kann höchstens 10 Verkäufer haben.',
      ru: 'У объекта может быть не более 10 продавцов.',
      mk: 'Имотот може да има најмногу 10 продавачи.',
    },
  });
}
