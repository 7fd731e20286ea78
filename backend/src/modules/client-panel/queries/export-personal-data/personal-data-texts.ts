import type { Language } from '../../../../platform/i18n/languages';

/** The sections of the export, in the order the file lists them; keys stay in English in every language. */
export const EXPORT_SECTIONS = [
  'profile',
  'consents',
  'favorites',
  'savedSearches',
  'deletedSavedSearches',
  'alertsSent',
  'inquiries',
  'viewings',
  'offers',
  'bookings',
  'sessions',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

export const EXPORT_NOTES = ['cookies', 'sessions', 'erasure'] as const;
export type ExportNote = (typeof EXPORT_NOTES)[number];

interface ExportTexts {
  title: string;
  sections: Record<ExportSection, string>;
  notes: Record<ExportNote, string>;
}

/** What each section holds, told in the person's language (GDPR art. 12: concise, plain, intelligible). */
export const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  es: {
    title: 'Copia de sus datos personales',
    sections: {
      profile:
        'Los datos de su cuenta: nombre, email, teléfono, idioma, función, alta y verificación, con los valores anteriores que conservamos.',
      consents:
        'Las comunicaciones que ha aceptado: carta mensual (con cada alta y baja, cuándo y desde dónde) y avisos de bajadas de precio.',
      favorites: 'Las propiedades que ha guardado como favoritas y cuándo lo hizo.',
      savedSearches:
        'Sus búsquedas guardadas: nombre (y los nombres anteriores), criterios y frecuencia de los avisos.',
      deletedSavedSearches:
        'Las búsquedas guardadas que ha eliminado y cuyos nombres conserva nuestro historial: nombres, creación y eliminación.',
      alertsSent: 'Los avisos por email que le hemos enviado o reunido en un resumen.',
      inquiries: 'Las consultas que nos ha enviado y nuestras respuestas.',
      viewings: 'Las visitas que ha solicitado: horarios, estado y propiedad.',
      offers:
        'Las ofertas que ha presentado: importes, condiciones, contraofertas, estado, propiedad y, si la compraventa no llegó a término, el motivo anotado.',
      bookings:
        'Sus reservas: servicio, experiencia o estancia, fechas, invitados, estado, pago, importes con las notas que le enviamos al cambiarlos, y el motivo de una denegación o cancelación.',
      sessions: 'Sus inicios de sesión: cuándo empezaron, cuándo se usaron por última vez y cómo terminaron.',
    },
    notes: {
      cookies:
        'Su elección sobre cookies se guarda solo en su navegador (almacenamiento local); nuestros servidores no la conservan.',
      sessions:
        'No registramos direcciones IP de sus sesiones; de cada una guardamos solo el navegador, el sistema operativo y el tipo de dispositivo. Las sesiones terminadas se eliminan al cabo de una semana.',
      erasure:
        'Para corregir o suprimir sus datos, escríbanos a la dirección del responsable indicada en este archivo.',
    },
  },
  en: {
    title: 'Copy of your personal data',
    sections: {
      profile:
        'Your account: name, email, phone, language, role, registration and verification, with the earlier values we keep.',
      consents:
        'The communications you have agreed to: monthly letter (with each time you subscribed or unsubscribed, when and where) and price-drop alerts.',
      favorites: 'The properties you saved as favourites and when.',
      savedSearches:
        'Your saved searches: name (and earlier names), criteria and how often their alerts are sent.',
      deletedSavedSearches:
        'The saved searches you deleted whose names our records keep: names, when created and when deleted.',
      alertsSent: 'The email alerts we sent you or gathered into a digest.',
      inquiries: 'The enquiries you sent us and our replies.',
      viewings: 'The viewings you requested: times, status and property.',
      offers:
        'The offers you made: amounts, conditions, counter-offers, status, property and, where a sale fell through, the reason recorded.',
      bookings:
        'Your bookings: service, experience or stay, dates, guests, status, payment, amounts with the notes we sent you when they changed, and the reason for a decline or cancellation.',
      sessions: 'Your sign-ins: when they began, when they were last used and how they ended.',
    },
    notes: {
      cookies: 'Your cookie choice is kept only in your browser (local storage); our servers do not hold it.',
      sessions:
        'We record no IP addresses for your sessions; of each we keep only the browser, the operating system and the kind of device. Ended sessions are deleted after one week.',
      erasure: 'To correct or erase your data, please write to the controller’s address given in this file.',
    },
  },
  de: {
    title: 'Kopie Ihrer personenbezogenen Daten',
    sections: {
      profile:
        'Ihr Konto: Name, E-Mail-Adresse, Telefon, Sprache, Rolle, Registrierung und Bestätigung, mit den früheren Angaben, die wir aufbewahren.',
      consents:
        'Die Mitteilungen, denen Sie zugestimmt haben: Monatsbrief (mit jeder An- und Abmeldung, wann und wo) und Benachrichtigungen über Preissenkungen.',
      favorites: 'Die Immobilien, die Sie als Favoriten gespeichert haben, und wann.',
      savedSearches:
        'Ihre gespeicherten Suchen: Name (und frühere Namen), Kriterien und Häufigkeit der Benachrichtigungen.',
      deletedSavedSearches:
        'Die gespeicherten Suchen, die Sie gelöscht haben und deren Namen unsere Aufzeichnungen aufbewahren: Namen, Erstellung und Löschung.',
      alertsSent:
        'Die Benachrichtigungen per E-Mail, die wir Ihnen gesendet oder in einer Zusammenfassung gesammelt haben.',
      inquiries: 'Die Anfragen, die Sie uns gesendet haben, und unsere Antworten.',
      viewings: 'Die Besichtigungen, die Sie angefragt haben: Termine, Status und Immobilie.',
      offers:
        'Die Angebote, die Sie abgegeben haben: Beträge, Bedingungen, Gegenangebote, Status, Immobilie und, falls ein Kauf nicht zustande kam, der vermerkte Grund.',
      bookings:
        'Ihre Buchungen: Service, Erlebnis oder Aufenthalt, Daten, Gäste, Status, Zahlung, Beträge mit den Hinweisen, die wir Ihnen bei einer Änderung sandten, und der Grund einer Ablehnung oder Stornierung.',
      sessions: 'Ihre Anmeldungen: wann sie begannen, wann sie zuletzt genutzt wurden und wie sie endeten.',
    },
    notes: {
      cookies:
        'Ihre Cookie-Auswahl wird nur in Ihrem Browser (lokaler Speicher) gespeichert; unsere Server bewahren sie nicht auf.',
      sessions:
        'Wir speichern keine IP-Adressen Ihrer Sitzungen; von jeder nur den Browser, das Betriebssystem und die Art des Geräts. Beendete Sitzungen werden nach einer Woche gelöscht.',
      erasure:
        'Um Ihre Daten berichtigen oder löschen zu lassen, schreiben Sie bitte an die in dieser Datei genannte Adresse des Verantwortlichen.',
    },
  },
  ru: {
    title: 'Копия ваших персональных данных',
    sections: {
      profile:
        'Ваш аккаунт: имя, email, телефон, язык, роль, регистрация и подтверждение, а также прежние значения, которые мы храним.',
      consents:
        'Сообщения, на которые вы согласились: ежемесячное письмо (с каждой подпиской и отпиской, когда и откуда) и уведомления о снижении цен.',
      favorites: 'Объекты, которые вы добавили в избранное, и когда.',
      savedSearches:
        'Ваши сохранённые поиски: название (и прежние названия), критерии и частота уведомлений.',
      deletedSavedSearches:
        'Удалённые вами сохранённые поиски, названия которых хранятся в наших записях: названия, даты создания и удаления.',
      alertsSent: 'Уведомления по email, которые мы вам отправили или собрали в сводку.',
      inquiries: 'Запросы, которые вы нам отправили, и наши ответы.',
      viewings: 'Просмотры, которые вы запросили: время, статус и объект.',
      offers:
        'Предложения, которые вы сделали: суммы, условия, встречные предложения, статус, объект и, если сделка не состоялась, записанная причина.',
      bookings:
        'Ваши бронирования: услуга, впечатление или проживание, даты, гости, статус, оплата, суммы с примечаниями, которые мы отправили вам при их изменении, и причина отказа или отмены.',
      sessions: 'Ваши входы: когда они начались, когда использовались в последний раз и как завершились.',
    },
    notes: {
      cookies:
        'Ваш выбор в отношении файлов cookie хранится только в вашем браузере (локальное хранилище); наши серверы его не сохраняют.',
      sessions:
        'Мы не записываем IP-адреса ваших сеансов; о каждом храним только браузер, операционную систему и тип устройства. Завершённые сеансы удаляются через неделю.',
      erasure:
        'Чтобы исправить или удалить ваши данные, напишите, пожалуйста, по адресу оператора, указанному в этом файле.',
    },
  },
  mk: {
    title: 'Копија од вашите лични податоци',
    sections: {
      profile:
        'Вашата сметка: име, е-пошта, телефон, јазик, улога, регистрација и потврда, со претходните вредности што ги чуваме.',
      consents:
        'Пораките на кои сте се согласиле: месечното писмо (со секоја претплата и откажување, кога и од каде) и известувања за намалување на цените.',
      favorites: 'Имотите што сте ги зачувале како омилени и кога.',
      savedSearches:
        'Вашите зачувани пребарувања: име (и претходните имиња), критериуми и зачестеност на известувањата.',
      deletedSavedSearches:
        'Зачуваните пребарувања што сте ги избришале, а чии имиња ги чуваат нашите записи: имиња, создавање и бришење.',
      alertsSent: 'Известувањата по е-пошта што ви ги испративме или ги собравме во преглед.',
      inquiries: 'Прашањата што ни ги испративте и нашите одговори.',
      viewings: 'Разгледувањата што ги побаравте: термини, статус и имот.',
      offers:
        'Понудите што ги дадовте: износи, услови, контрапонуди, статус, имот и, ако купопродажбата не се оствари, запишаната причина.',
      bookings:
        'Вашите резервации: услуга, доживување или престој, датуми, гости, статус, плаќање, износи со забелешките што ви ги испративме при нивна промена и причината за одбивање или откажување.',
      sessions: 'Вашите најавувања: кога започнале, кога последен пат биле користени и како завршиле.',
    },
    notes: {
      cookies:
        'Вашиот избор за колачињата се чува само во вашиот прелистувач (локално складиште); нашите сервери не го чуваат.',
      sessions:
        'Не ги бележиме IP-адресите на вашите сесии; за секоја ги чуваме само прелистувачот, оперативниот систем и видот на уредот. Завршените сесии се бришат по една недела.',
      erasure:
        'За да ги исправите или избришете вашите податоци, пишете ни на адресата на контролорот наведена во оваа датотека.',
    },
  },
};
