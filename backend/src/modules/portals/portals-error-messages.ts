import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the portals' error codes in the five languages. */
export function definePortalErrorMessages(): void {
  defineErrorMessages({
    portal_feed_not_found: {
      es: 'Esta dirección de feed no existe.',
      en: 'This feed address does not exist.',
      de: 'Diese Feed-Adresse existiert nicht.',
      ru: 'Такого адреса фида не существует.',
      mk: 'Оваа адреса на фидот не постои.',
    },
    portal_not_found: {
      es: 'Este portal no existe.',
      en: 'This portal does not exist.',
      de: 'Dieses Portal existiert nicht.',
      ru: 'Такого портала не существует.',
      mk: 'Овој портал не постои.',
    },
    unknown_portal: {
      es: 'Elija solo portales de la lista.',
      en: 'Please choose only portals from the list.',
      de: 'Bitte wählen Sie nur Portale aus der Liste.',
      ru: 'Пожалуйста, выберите только порталы из списка.',
      mk: 'Ве молиме, изберете само портали од листата.',
    },
  });
}
