import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the catalogue's staff error codes in the five languages. */
export function defineCatalogueErrorMessages(): void {
  defineErrorMessages({
    status_follows_sale: {
      es: 'Este inmueble tiene una oferta aceptada: su estado sigue la venta hasta que esta concluya o se cancele.',
      en: 'This property has an accepted offer: its status follows the sale until the sale completes or falls through.',
      de: 'Für diese Immobilie wurde ein Angebot angenommen: Ihr Status folgt dem Verkauf, bis dieser abgeschlossen ist oder scheitert.',
      ru: 'По этому объекту принято предложение: его статус следует за сделкой, пока она не будет завершена или не сорвётся.',
      mk: 'За овој имот е прифатена понуда: неговиот статус ја следи продажбата сè додека таа не заврши или не пропадне.',
    },
    service_not_found: {
      es: 'Este servicio ya no está disponible',
      en: 'This service is no longer available',
      de: 'Dieser Service ist nicht mehr verfügbar',
      ru: 'Эта услуга больше не доступна',
      mk: 'Оваа услуга повеќе не е достапна',
    },
    experience_not_found: {
      es: 'Esta experiencia ya no está disponible',
      en: 'This experience is no longer available',
      de: 'Dieses Erlebnis ist nicht mehr verfügbar',
      ru: 'Это впечатление больше не доступно',
      mk: 'Ова доживување повеќе не е достапно',
    },
    invalid_capacity: {
      es: 'Indique un número entero de personas por fecha entre 1 y 500',
      en: 'Please enter a whole number of guests per date from 1 to 500',
      de: 'Bitte geben Sie eine ganze Zahl von Gästen pro Datum zwischen 1 und 500 an',
      ru: 'Укажите целое число гостей на дату от 1 до 500',
      mk: 'Внесете цел број гости по датум од 1 до 500',
    },
    property_withdrawn: {
      es: 'Esta propiedad ya no está a la venta',
      en: 'This property is no longer on the market',
      de: 'Diese Immobilie steht nicht mehr zum Verkauf',
      ru: 'Этот объект больше не продаётся',
      mk: 'Овој имот повеќе не е на продажба',
    },
    reference_taken: {
      es: 'Otra propiedad ya tiene esta referencia',
      en: 'Another property already has this reference',
      de: 'Eine andere Immobilie hat bereits diese Referenz',
      ru: 'Этот номер уже присвоен другому объекту',
      mk: 'Друг имот веќе ја има оваа референца',
    },
    invalid_status_transition: {
      es: 'La propiedad no puede pasar a ese estado',
      en: 'The property cannot change to that status',
      de: 'Die Immobilie kann nicht in diesen Status wechseln',
      ru: 'Объект нельзя перевести в этот статус',
      mk: 'Имотот не може да премине во таа состојба',
    },
    invalid_range: {
      es: 'El máximo no puede ser menor que el mínimo',
      en: 'The maximum cannot be below the minimum',
      de: 'Das Maximum darf nicht unter dem Minimum liegen',
      ru: 'Максимум не может быть меньше минимума',
      mk: 'Максимумот не може да биде помал од минимумот',
    },
    translation_missing: {
      es: 'No hay traducción en ese idioma que revisar',
      en: 'There is no translation in that language to review',
      de: 'In dieser Sprache gibt es keine Übersetzung zu prüfen',
      ru: 'На этом языке нет перевода для проверки',
      mk: 'На тој јазик нема превод за преглед',
    },
  });
}
