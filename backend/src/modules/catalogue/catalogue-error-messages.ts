import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the catalogue's staff error codes in the five languages. */
export function defineCatalogueErrorMessages(): void {
  defineErrorMessages({
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
  });
}
