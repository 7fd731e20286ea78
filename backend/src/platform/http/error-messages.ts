import { LANGUAGES, SOURCE_LANGUAGE, type Language } from '../i18n/languages';

/**
 * The texts people read for the error codes they may meet, in the five languages of the product. The
 * exception filter answers in the language of `Accept-Language` (Spanish when it names none of the five);
 * codes without an entry keep the message they were thrown with. The SPA may translate codes itself:
 * codes are the contract, these texts are a courtesy for every other client.
 */
export type ErrorTexts = Record<Language, string>;

const catalogue = new Map<string, ErrorTexts>();

/** Modules add the texts of their codes when they load; a code keeps its first definition's meaning. */
export function defineErrorMessages(messages: Record<string, ErrorTexts>): void {
  for (const [code, texts] of Object.entries(messages)) catalogue.set(code, texts);
}

export function localizedErrorMessage(code: string, acceptLanguage: string | undefined): string | undefined {
  return catalogue.get(code)?.[preferredLanguage(acceptLanguage)];
}

/** The first of the product's languages that `Accept-Language` names, in the order of its q-values. */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  return namedLanguage(acceptLanguage) ?? SOURCE_LANGUAGE;
}

/** Like preferredLanguage, but null when `Accept-Language` names none of the five. */
export function namedLanguage(acceptLanguage: string | undefined | null): Language | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.language));
  return (found?.language as Language | undefined) ?? null;
}

defineErrorMessages({
  validation_failed: {
    es: 'Algunos campos faltan o no son válidos.',
    en: 'Some fields are missing or not valid.',
    de: 'Einige Felder fehlen oder sind ungültig.',
    ru: 'Некоторые поля не заполнены или заполнены неверно.',
    mk: 'Некои полиња недостасуваат или не се валидни.',
  },
  invalid_characters: {
    es: 'El texto contiene caracteres no admitidos (un carácter nulo o un carácter Unicode incompleto).',
    en: 'The text contains characters that are not allowed (a null character or an incomplete Unicode character).',
    de: 'Der Text enthält unzulässige Zeichen (ein Nullzeichen oder ein unvollständiges Unicode-Zeichen).',
    ru: 'Текст содержит недопустимые символы (нулевой символ или неполный символ Юникода).',
    mk: 'Текстот содржи недозволени знаци (нулти знак или нецелосен Уникод-знак).',
  },
  too_deeply_nested: {
    es: 'El cuerpo de la solicitud anida demasiados niveles de objetos o listas.',
    en: 'The request body nests too many levels of objects or lists.',
    de: 'Der Inhalt der Anfrage verschachtelt zu viele Ebenen von Objekten oder Listen.',
    ru: 'В теле запроса слишком много вложенных уровней объектов или списков.',
    mk: 'Телото на барањето вгнездува премногу нивоа на објекти или листи.',
  },
  malformed_url: {
    es: 'La dirección no es válida: contiene una codificación con % incorrecta.',
    en: 'The address is not valid: it contains a malformed percent-encoding.',
    de: 'Die Adresse ist ungültig: Sie enthält eine fehlerhafte Prozent-Kodierung.',
    ru: 'Адрес недействителен: он содержит неверную процентную кодировку.',
    mk: 'Адресата не е валидна: содржи неправилно процентно кодирање.',
  },
  uri_too_long: {
    es: 'Una parte de la dirección es demasiado larga.',
    en: 'A part of the address is too long.',
    de: 'Ein Teil der Adresse ist zu lang.',
    ru: 'Часть адреса слишком длинная.',
    mk: 'Дел од адресата е предолг.',
  },
  headers_too_large: {
    es: 'La línea de la solicitud o sus cabeceras son demasiado grandes.',
    en: 'The request line or its headers are too large.',
    de: 'Die Anfragezeile oder ihre Header sind zu groß.',
    ru: 'Строка запроса или его заголовки слишком велики.',
    mk: 'Линијата на барањето или неговите заглавија се преголеми.',
  },
  request_timeout: {
    es: 'La solicitud ha tardado demasiado en llegar.',
    en: 'The request took too long to arrive.',
    de: 'Die Anfrage hat zu lange gebraucht.',
    ru: 'Запрос поступал слишком долго.',
    mk: 'Барањето пристигнуваше предолго.',
  },
  malformed_request: {
    es: 'La solicitud no es HTTP válido.',
    en: 'The request is not valid HTTP.',
    de: 'Die Anfrage ist kein gültiges HTTP.',
    ru: 'Запрос не является корректным HTTP.',
    mk: 'Барањето не е валиден HTTP.',
  },
  payload_too_large: {
    es: 'El cuerpo de la solicitud es demasiado grande.',
    en: 'The request body is too large.',
    de: 'Der Inhalt der Anfrage ist zu groß.',
    ru: 'Тело запроса слишком велико.',
    mk: 'Телото на барањето е преголемо.',
  },
  too_many_requests: {
    es: 'Demasiados intentos. Espera un momento.',
    en: 'Too many attempts. Please wait a moment.',
    de: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
    ru: 'Слишком много попыток. Подождите немного.',
    mk: 'Премногу обиди. Почекајте малку.',
  },
  unauthenticated: {
    es: 'Inicie sesión para continuar.',
    en: 'Please sign in to continue.',
    de: 'Bitte melden Sie sich an, um fortzufahren.',
    ru: 'Войдите, чтобы продолжить.',
    mk: 'Најавете се за да продолжите.',
  },
  token_expired: {
    es: 'Su sesión necesita renovarse.',
    en: 'Your session needs to be renewed.',
    de: 'Ihre Sitzung muss erneuert werden.',
    ru: 'Сеанс необходимо обновить.',
    mk: 'Вашата сесија треба да се обнови.',
  },
  forbidden: {
    es: 'Acceso Denegado - No tienes permisos para acceder a esta sección.',
    en: 'Access denied – you do not have permission to access this section.',
    de: 'Zugriff verweigert – Sie haben keine Berechtigung für diesen Bereich.',
    ru: 'Доступ запрещён — у вас нет прав для доступа к этому разделу.',
    mk: 'Пристапот е одбиен – немате дозвола за пристап до овој дел.',
  },
  csrf_check_failed: {
    es: 'La solicitud no procede del sitio. Recargue la página e inténtelo de nuevo.',
    en: 'The request did not come from the site. Reload the page and try again.',
    de: 'Die Anfrage stammt nicht von der Website. Laden Sie die Seite neu und versuchen Sie es erneut.',
    ru: 'Запрос отправлен не с сайта. Обновите страницу и попробуйте ещё раз.',
    mk: 'Барањето не доаѓа од страницата. Освежете ја страницата и обидете се повторно.',
  },
});
