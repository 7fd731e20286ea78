import type { Language } from '../../../platform/i18n/languages';
import type { ViewingMode } from '../domain/viewing-slots';

/** The words of the viewing e-mails in each language (formal address, the agency's tone). */
export interface ViewingMailTexts {
  /** For dates: the locale whose calendar words the client reads. */
  locale: string;
  madridTime: string;
  modes: Record<ViewingMode, string>;
  received: { subject: (title: string) => string; body: (title: string) => string; times: string };
  moved: { subject: (title: string) => string; body: (title: string) => string };
  confirmed: {
    subject: (title: string) => string;
    body: (title: string) => string;
    agent: (name: string) => string;
    calendar: string;
  };
  proposed: { subject: (title: string) => string; body: (title: string) => string; answer: string };
  declined: { subject: (title: string) => string; body: (title: string) => string; reason: string };
  cancelled: {
    subject: (title: string) => string;
    byClient: (title: string) => string;
    byStaff: (title: string) => string;
    reason: string;
  };
  reminder: { subject: (title: string) => string; body: (title: string) => string };
  when: string;
  phone: string;
  appointments: string;
  calendarTitle: (title: string) => string;
  videoLocation: string;
}

export const VIEWING_MAIL_TEXTS: Record<Language, ViewingMailTexts> = {
  es: {
    locale: 'es-ES',
    madridTime: 'hora de Madrid',
    modes: { in_person: 'Visita presencial', video: 'Visita por videollamada' },
    received: {
      subject: (title) => `Hemos recibido su solicitud de visita: ${title}`,
      body: (title) =>
        `Gracias por su interés en ${title}. Le confirmaremos muy pronto uno de los horarios que nos ha indicado.`,
      times: 'Sus horarios preferidos:',
    },
    moved: {
      subject: (title) => `Hemos recibido sus nuevos horarios: ${title}`,
      body: (title) =>
        `Hemos anulado la cita anterior para ${title} y le confirmaremos muy pronto uno de sus nuevos horarios.`,
    },
    confirmed: {
      subject: (title) => `Su visita está confirmada: ${title}`,
      body: (title) => `Nos complace confirmarle su visita a ${title}.`,
      agent: (name) => `Le atenderá ${name}.`,
      calendar: 'Adjuntamos la invitación para que pueda añadirla a su calendario.',
    },
    proposed: {
      subject: (title) => `Le proponemos otro horario: ${title}`,
      body: (title) =>
        `Ninguno de sus horarios está disponible para visitar ${title}. Le proponemos el siguiente; puede aceptarlo o indicarnos otros desde su área personal.`,
      answer: 'Responder a la propuesta',
    },
    declined: {
      subject: (title) => `Sobre su solicitud de visita: ${title}`,
      body: (title) => `Lamentamos comunicarle que no podemos organizar la visita a ${title}.`,
      reason: 'Motivo:',
    },
    cancelled: {
      subject: (title) => `Visita cancelada: ${title}`,
      byClient: (title) => `Confirmamos la cancelación de su visita a ${title}.`,
      byStaff: (title) =>
        `Lamentamos comunicarle que hemos tenido que cancelar su visita a ${title}. Estaremos encantados de organizar otra.`,
      reason: 'Motivo:',
    },
    reminder: {
      subject: (title) => `Recordatorio: su visita de mañana a ${title}`,
      body: (title) => `Le recordamos que mañana le esperamos para su visita a ${title}.`,
    },
    when: 'Fecha y hora:',
    phone: 'Si necesita cualquier cosa, puede llamarnos o responder a este email.',
    appointments: 'Ver mis citas',
    calendarTitle: (title) => `Visita: ${title}`,
    videoLocation: 'Videollamada (le enviaremos el enlace)',
  },
  en: {
    locale: 'en-GB',
    madridTime: 'Madrid time',
    modes: { in_person: 'In-person viewing', video: 'Video call viewing' },
    received: {
      subject: (title) => `We have received your viewing request: ${title}`,
      body: (title) =>
        `Thank you for your interest in ${title}. We shall shortly confirm one of the times you have chosen.`,
      times: 'Your preferred times:',
    },
    moved: {
      subject: (title) => `We have received your new times: ${title}`,
      body: (title) =>
        `We have cancelled your previous appointment for ${title} and shall shortly confirm one of your new times.`,
    },
    confirmed: {
      subject: (title) => `Your viewing is confirmed: ${title}`,
      body: (title) => `We are delighted to confirm your viewing of ${title}.`,
      agent: (name) => `You will be welcomed by ${name}.`,
      calendar: 'The invitation is attached so that you may add it to your calendar.',
    },
    proposed: {
      subject: (title) => `We propose another time: ${title}`,
      body: (title) =>
        `None of your times is available for a viewing of ${title}. We propose the following; you may accept it or suggest other times from your account.`,
      answer: 'Reply to the proposal',
    },
    declined: {
      subject: (title) => `About your viewing request: ${title}`,
      body: (title) => `We regret that we are unable to arrange a viewing of ${title}.`,
      reason: 'Reason:',
    },
    cancelled: {
      subject: (title) => `Viewing cancelled: ${title}`,
      byClient: (title) => `We confirm the cancellation of your viewing of ${title}.`,
      byStaff: (title) =>
        `We regret that we have had to cancel your viewing of ${title}. We would be pleased to arrange another.`,
      reason: 'Reason:',
    },
    reminder: {
      subject: (title) => `Reminder: your viewing of ${title} tomorrow`,
      body: (title) =>
        `A gentle reminder that we look forward to welcoming you tomorrow for your viewing of ${title}.`,
    },
    when: 'Date and time:',
    phone: 'Should you need anything, you may call us or reply to this e-mail.',
    appointments: 'View my appointments',
    calendarTitle: (title) => `Viewing: ${title}`,
    videoLocation: 'Video call (we shall send you the link)',
  },
  de: {
    locale: 'de-DE',
    madridTime: 'Madrider Zeit',
    modes: { in_person: 'Besichtigung vor Ort', video: 'Besichtigung per Videoanruf' },
    received: {
      subject: (title) => `Wir haben Ihre Besichtigungsanfrage erhalten: ${title}`,
      body: (title) =>
        `Vielen Dank für Ihr Interesse an ${title}. Wir bestätigen Ihnen in Kürze einen der von Ihnen gewählten Termine.`,
      times: 'Ihre Wunschtermine:',
    },
    moved: {
      subject: (title) => `Wir haben Ihre neuen Termine erhalten: ${title}`,
      body: (title) =>
        `Wir haben Ihren bisherigen Termin für ${title} abgesagt und bestätigen Ihnen in Kürze einen Ihrer neuen Termine.`,
    },
    confirmed: {
      subject: (title) => `Ihre Besichtigung ist bestätigt: ${title}`,
      body: (title) => `Gerne bestätigen wir Ihre Besichtigung von ${title}.`,
      agent: (name) => `Es empfängt Sie ${name}.`,
      calendar: 'Die Einladung liegt bei, damit Sie sie in Ihren Kalender übernehmen können.',
    },
    proposed: {
      subject: (title) => `Wir schlagen Ihnen einen anderen Termin vor: ${title}`,
      body: (title) =>
        `Keiner Ihrer Termine ist für eine Besichtigung von ${title} verfügbar. Wir schlagen Ihnen folgenden vor; Sie können ihn in Ihrem Bereich annehmen oder andere Termine nennen.`,
      answer: 'Auf den Vorschlag antworten',
    },
    declined: {
      subject: (title) => `Zu Ihrer Besichtigungsanfrage: ${title}`,
      body: (title) => `Leider können wir keine Besichtigung von ${title} einrichten.`,
      reason: 'Grund:',
    },
    cancelled: {
      subject: (title) => `Besichtigung abgesagt: ${title}`,
      byClient: (title) => `Wir bestätigen die Absage Ihrer Besichtigung von ${title}.`,
      byStaff: (title) =>
        `Leider mussten wir Ihre Besichtigung von ${title} absagen. Gerne vereinbaren wir einen neuen Termin.`,
      reason: 'Grund:',
    },
    reminder: {
      subject: (title) => `Erinnerung: Ihre Besichtigung von ${title} morgen`,
      body: (title) =>
        `Wir möchten Sie daran erinnern, dass wir Sie morgen zur Besichtigung von ${title} erwarten.`,
    },
    when: 'Datum und Uhrzeit:',
    phone: 'Wenn Sie etwas benötigen, rufen Sie uns gerne an oder antworten Sie auf diese E-Mail.',
    appointments: 'Meine Termine ansehen',
    calendarTitle: (title) => `Besichtigung: ${title}`,
    videoLocation: 'Videoanruf (wir senden Ihnen den Link)',
  },
  ru: {
    locale: 'ru-RU',
    madridTime: 'по мадридскому времени',
    modes: { in_person: 'Просмотр на месте', video: 'Просмотр по видеосвязи' },
    received: {
      subject: (title) => `Мы получили ваш запрос на просмотр: ${title}`,
      body: (title) =>
        `Благодарим вас за интерес к объекту «${title}». В ближайшее время мы подтвердим один из выбранных вами вариантов.`,
      times: 'Выбранное вами время:',
    },
    moved: {
      subject: (title) => `Мы получили ваше новое время: ${title}`,
      body: (title) =>
        `Мы отменили прежнюю встречу по объекту «${title}» и в ближайшее время подтвердим один из новых вариантов.`,
    },
    confirmed: {
      subject: (title) => `Ваш просмотр подтверждён: ${title}`,
      body: (title) => `С удовольствием подтверждаем ваш просмотр объекта «${title}».`,
      agent: (name) => `Вас встретит ${name}.`,
      calendar: 'Приглашение приложено — вы можете добавить его в свой календарь.',
    },
    proposed: {
      subject: (title) => `Мы предлагаем другое время: ${title}`,
      body: (title) =>
        `Ни один из выбранных вами вариантов не подходит для просмотра объекта «${title}». Мы предлагаем следующее; вы можете принять его или предложить другое в личном кабинете.`,
      answer: 'Ответить на предложение',
    },
    declined: {
      subject: (title) => `О вашем запросе на просмотр: ${title}`,
      body: (title) => `К сожалению, мы не можем организовать просмотр объекта «${title}».`,
      reason: 'Причина:',
    },
    cancelled: {
      subject: (title) => `Просмотр отменён: ${title}`,
      byClient: (title) => `Подтверждаем отмену вашего просмотра объекта «${title}».`,
      byStaff: (title) =>
        `К сожалению, нам пришлось отменить ваш просмотр объекта «${title}». Мы будем рады организовать другой.`,
      reason: 'Причина:',
    },
    reminder: {
      subject: (title) => `Напоминание: завтра ваш просмотр объекта «${title}»`,
      body: (title) => `Напоминаем, что завтра ждём вас на просмотр объекта «${title}».`,
    },
    when: 'Дата и время:',
    phone: 'Если вам что-либо понадобится, позвоните нам или ответьте на это письмо.',
    appointments: 'Мои встречи',
    calendarTitle: (title) => `Просмотр: ${title}`,
    videoLocation: 'Видеосвязь (мы пришлём вам ссылку)',
  },
  mk: {
    locale: 'mk-MK',
    madridTime: 'мадридско време',
    modes: { in_person: 'Разгледување на лице место', video: 'Разгледување преку видеоповик' },
    received: {
      subject: (title) => `Го примивме вашето барање за разгледување: ${title}`,
      body: (title) =>
        `Ви благодариме за интересот за ${title}. Наскоро ќе ви потврдиме еден од термините што ги избравте.`,
      times: 'Вашите посакувани термини:',
    },
    moved: {
      subject: (title) => `Ги примивме вашите нови термини: ${title}`,
      body: (title) =>
        `Го откажавме претходниот термин за ${title} и наскоро ќе ви потврдиме еден од новите термини.`,
    },
    confirmed: {
      subject: (title) => `Вашето разгледување е потврдено: ${title}`,
      body: (title) => `Со задоволство ви го потврдуваме разгледувањето на ${title}.`,
      agent: (name) => `Ќе ве пречека ${name}.`,
      calendar: 'Поканата е во прилог за да можете да ја додадете во вашиот календар.',
    },
    proposed: {
      subject: (title) => `Ви предлагаме друг термин: ${title}`,
      body: (title) =>
        `Ниту еден од вашите термини не е слободен за разгледување на ${title}. Ви го предлагаме следниов; можете да го прифатите или да предложите други од вашиот профил.`,
      answer: 'Одговорете на предлогот',
    },
    declined: {
      subject: (title) => `За вашето барање за разгледување: ${title}`,
      body: (title) => `За жал, не можеме да организираме разгледување на ${title}.`,
      reason: 'Причина:',
    },
    cancelled: {
      subject: (title) => `Разгледувањето е откажано: ${title}`,
      byClient: (title) => `Го потврдуваме откажувањето на вашето разгледување на ${title}.`,
      byStaff: (title) =>
        `За жал, моравме да го откажеме вашето разгледување на ${title}. Со задоволство ќе организираме друго.`,
      reason: 'Причина:',
    },
    reminder: {
      subject: (title) => `Потсетник: утре е вашето разгледување на ${title}`,
      body: (title) => `Ве потсетуваме дека утре ве очекуваме на разгледување на ${title}.`,
    },
    when: 'Датум и време:',
    phone: 'Ако ви треба нешто, јавете ни се или одговорете на оваа е-порака.',
    appointments: 'Мои термини',
    calendarTitle: (title) => `Разгледување: ${title}`,
    videoLocation: 'Видеоповик (ќе ви ја испратиме врската)',
  },
};
