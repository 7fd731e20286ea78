import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the newsletter's error codes in the five languages. */
export function defineNewsletterErrorMessages(): void {
  defineErrorMessages({
    news_item_not_found: {
      es: 'Esta noticia no existe.',
      en: 'This news item does not exist.',
      de: 'Diese Meldung existiert nicht.',
      ru: 'Такой новости не существует.',
      mk: 'Оваа вест не постои.',
    },
    news_item_exists: {
      es: 'Esta noticia ya existe.',
      en: 'This news item exists already.',
      de: 'Diese Meldung existiert bereits.',
      ru: 'Такая новость уже существует.',
      mk: 'Оваа вест веќе постои.',
    },
    news_language_not_found: {
      es: 'Las noticias se traducen al inglés, alemán, ruso y macedonio.',
      en: 'News items are translated into English, German, Russian and Macedonian.',
      de: 'Meldungen werden ins Englische, Deutsche, Russische und Mazedonische übersetzt.',
      ru: 'Новости переводятся на английский, немецкий, русский и македонский языки.',
      mk: 'Вестите се преведуваат на англиски, германски, руски и македонски јазик.',
    },
    news_translation_missing: {
      es: 'Esta noticia aún no tiene traducción a este idioma.',
      en: 'This news item has no translation into this language yet.',
      de: 'Diese Meldung hat noch keine Übersetzung in diese Sprache.',
      ru: 'У этой новости ещё нет перевода на этот язык.',
      mk: 'Оваа вест сè уште нема превод на овој јазик.',
    },
    news_translations_not_reviewed: {
      es: 'Antes de publicar la noticia, revise su traducción a cada idioma.',
      en: 'Please review the translation into every language before publishing the news item.',
      de: 'Bitte prüfen Sie vor der Veröffentlichung die Übersetzung in jede Sprache.',
      ru: 'Перед публикацией проверьте перевод новости на каждый язык.',
      mk: 'Пред да ја објавите вестта, проверете го преводот на секој јазик.',
    },
    translation_unavailable: {
      es: 'El servicio de traducción no puede traducir este texto ahora. Escriba la traducción o inténtelo más tarde.',
      en: 'The translation service cannot translate this text now. Please write the translation or try again later.',
      de: 'Der Übersetzungsdienst kann diesen Text gerade nicht übersetzen. Bitte schreiben Sie die Übersetzung selbst oder versuchen Sie es später erneut.',
      ru: 'Служба перевода сейчас не может перевести этот текст. Напишите перевод сами или повторите попытку позже.',
      mk: 'Службата за превод во моментов не може да го преведе овој текст. Напишете го преводот или обидете се подоцна.',
    },
    newsletter_link_invalid: {
      es: 'Este enlace para darse de baja no es válido. Puede cambiar su suscripción en los ajustes de su cuenta.',
      en: 'This unsubscribe link is not valid. You can change your subscription in your account settings.',
      de: 'Dieser Abmeldelink ist ungültig. Sie können Ihr Abonnement in Ihren Kontoeinstellungen ändern.',
      ru: 'Эта ссылка для отписки недействительна. Изменить подписку можно в настройках аккаунта.',
      mk: 'Оваа врска за откажување не е валидна. Претплатата можете да ја промените во поставките на сметката.',
    },
    newsletter_link_expired: {
      es: 'Este enlace para darse de baja ha caducado. Puede cambiar su suscripción en los ajustes de su cuenta.',
      en: 'This unsubscribe link has expired. You can change your subscription in your account settings.',
      de: 'Dieser Abmeldelink ist abgelaufen. Sie können Ihr Abonnement in Ihren Kontoeinstellungen ändern.',
      ru: 'Срок действия этой ссылки для отписки истёк. Изменить подписку можно в настройках аккаунта.',
      mk: 'Оваа врска за откажување е истечена. Претплатата можете да ја промените во поставките на сметката.',
    },
  });
}
