import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the client space's error codes in the five languages. */
export function defineEngagementErrorMessages(): void {
  defineErrorMessages({
    favorites_limit: {
      es: 'Ha alcanzado el máximo de 500 propiedades favoritas. Quite alguna para añadir otra.',
      en: 'You have reached the maximum of 500 favourite properties. Remove one to add another.',
      de: 'Sie haben die Höchstzahl von 500 Favoriten erreicht. Bitte entfernen Sie einen, um einen weiteren hinzuzufügen.',
      ru: 'Вы достигли максимума в 500 избранных объектов. Удалите один, чтобы добавить другой.',
      mk: 'Го достигнавте максимумот од 500 омилени имоти. Отстранете еден за да додадете друг.',
    },
    favorite_not_removed: {
      es: 'Esta propiedad no figuraba entre sus favoritas eliminadas.',
      en: 'This property was not among the favourites you removed.',
      de: 'Diese Immobilie war nicht unter den von Ihnen entfernten Favoriten.',
      ru: 'Этого объекта не было среди удалённых вами избранных.',
      mk: 'Овој имот не беше меѓу омилените што ги отстранивте.',
    },
    saved_searches_limit: {
      es: 'Puede guardar hasta 20 búsquedas. Elimine alguna para guardar esta.',
      en: 'You can keep up to 20 saved searches. Delete one to save this search.',
      de: 'Sie können bis zu 20 Suchen speichern. Löschen Sie eine, um diese zu speichern.',
      ru: 'Можно сохранить до 20 поисков. Удалите один из них, чтобы сохранить этот.',
      mk: 'Можете да зачувате најмногу 20 пребарувања. Избришете едно за да го зачувате ова.',
    },
    saved_search_not_found: {
      es: 'Esta búsqueda guardada ya no existe',
      en: 'This saved search no longer exists',
      de: 'Diese gespeicherte Suche gibt es nicht mehr',
      ru: 'Этот сохранённый поиск больше не существует',
      mk: 'Ова зачувано пребарување повеќе не постои',
    },
    inquiry_not_found: {
      es: 'Esta consulta no existe',
      en: 'This enquiry does not exist',
      de: 'Diese Anfrage gibt es nicht',
      ru: 'Такого запроса не существует',
      mk: 'Ова барање не постои',
    },
    inquiry_status_transition_not_allowed: {
      es: 'La consulta no puede pasar a ese estado desde el actual',
      en: 'The enquiry cannot move to that status from its current one',
      de: 'Die Anfrage kann aus ihrem jetzigen Status nicht in diesen wechseln',
      ru: 'Запрос нельзя перевести в этот статус из текущего',
      mk: 'Барањето не може да премине во тој статус од сегашниот',
    },
    inquiry_closed: {
      es: 'Esta consulta está cerrada. Vuelva a abrirla para responder.',
      en: 'This enquiry is closed. Reopen it to reply.',
      de: 'Diese Anfrage ist geschlossen. Öffnen Sie sie erneut, um zu antworten.',
      ru: 'Этот запрос закрыт. Откройте его снова, чтобы ответить.',
      mk: 'Ова барање е затворено. Отворете го повторно за да одговорите.',
    },
    assignee_not_staff: {
      es: 'Solo puede asignarse a un administrador o propietario activo',
      en: 'Only an active administrator or owner can be assigned',
      de: 'Zuweisen können Sie die Anfrage nur einem aktiven Administrator oder Eigentümer',
      ru: 'Назначить можно только активного администратора или владельца',
      mk: 'Може да се додели само на активен администратор или сопственик',
    },
    invalid_unsubscribe_token: {
      es: 'Este enlace para darse de baja no es válido. Puede gestionar sus avisos desde su panel.',
      en: 'This unsubscribe link is not valid. You can manage your alerts from your account.',
      de: 'Dieser Abmeldelink ist ungültig. Sie können Ihre Benachrichtigungen in Ihrem Bereich verwalten.',
      ru: 'Эта ссылка для отписки недействительна. Управлять уведомлениями можно в личном кабинете.',
      mk: 'Оваа врска за откажување не е валидна. Известувањата можете да ги управувате од вашиот профил.',
    },
    unsubscribe_link_expired: {
      es: 'Este enlace para darse de baja ha caducado. Puede gestionar sus avisos desde su panel.',
      en: 'This unsubscribe link has expired. You can manage your alerts from your account.',
      de: 'Dieser Abmeldelink ist abgelaufen. Sie können Ihre Benachrichtigungen in Ihrem Bereich verwalten.',
      ru: 'Срок действия этой ссылки для отписки истёк. Управлять уведомлениями можно в личном кабинете.',
      mk: 'Оваа врска за откажување е истечена. Известувањата можете да ги управувате од вашиот профил.',
    },
  });
}
