import type { Language } from '../../../platform/i18n/languages';
import { localizedPath } from '../../../platform/i18n/public-paths';
import type { MailJob } from '../../../platform/mail/mail-message';
import { replyThreadHeaders } from './inquiry-thread';
import { mailGreeting } from '../../../platform/mail/salutation';

interface ReplyTexts {
  /** The subject when the inquiry had none (a property page's inquiry names its property in the subject). */
  defaultSubject: string;
  original: (date: string) => string;
  answerByMail: string;
  viewInAccount: string;
  closing: (adviser: string | null) => string;
  locale: string;
}

const signature = (regards: string) => (adviser: string | null) =>
  [regards, adviser, 'Costa Cantabria Luxury'].filter(Boolean).join('\n');

/** The agency's reply, in the language the client wrote in. */
const REPLY: Record<Language, ReplyTexts> = {
  es: {
    defaultSubject: 'Su consulta',
    original: (date) => `Su mensaje del ${date}:`,
    answerByMail: 'Puede responder directamente a este correo; su respuesta llegará a nuestro equipo.',
    viewInAccount: 'Ver la conversación en su área de cliente',
    closing: signature('Un cordial saludo,'),
    locale: 'es-ES',
  },
  en: {
    defaultSubject: 'Your enquiry',
    original: (date) => `Your message of ${date}:`,
    answerByMail: 'You may reply directly to this e-mail; your answer will reach our team.',
    viewInAccount: 'View the conversation in your client area',
    closing: signature('Kind regards,'),
    locale: 'en-GB',
  },
  de: {
    defaultSubject: 'Ihre Anfrage',
    original: (date) => `Ihre Nachricht vom ${date}:`,
    answerByMail: 'Sie können direkt auf diese E-Mail antworten; Ihre Antwort erreicht unser Team.',
    viewInAccount: 'Die Unterhaltung in Ihrem Kundenbereich ansehen',
    closing: signature('Mit freundlichen Grüßen'),
    locale: 'de-DE',
  },
  ru: {
    defaultSubject: 'Ваш запрос',
    original: (date) => `Ваше сообщение от ${date}:`,
    answerByMail: 'Вы можете ответить прямо на это письмо — ваш ответ получит наша команда.',
    viewInAccount: 'Открыть переписку в личном кабинете',
    closing: signature('С уважением,'),
    locale: 'ru-RU',
  },
  mk: {
    defaultSubject: 'Вашето барање',
    original: (date) => `Вашата порака од ${date}:`,
    answerByMail: 'Можете директно да одговорите на оваа е-порака; вашиот одговор ќе стигне до нашиот тим.',
    viewInAccount: 'Погледнете го разговорот во вашиот кориснички профил',
    closing: signature('Со почит,'),
    locale: 'mk-MK',
  },
};

export interface InquiryReplyMail {
  inquiry: {
    id: string;
    name: string;
    email: string;
    subject: string | null;
    message: string;
    language: Language;
    sentAt: Date;
    /** A client account: the mail links to the conversation in their panel. */
    hasAccount: boolean;
  };
  reply: { id: string; message: string; adviser: string | null };
  /** The replies sent before this one, oldest first. */
  earlierReplyIds: readonly string[];
  publicUrl: string;
  agencyInbox: string;
}

/**
 * A reply of the agency to its client: from the agency, answered to its inbox, "Re: <subject>", threaded after
 * the acknowledgement and the earlier replies, with the client's message quoted below.
 */
export function inquiryReplyMail({
  inquiry,
  reply,
  earlierReplyIds,
  publicUrl,
  agencyInbox,
}: InquiryReplyMail): MailJob {
  const text = REPLY[inquiry.language] ?? REPLY.es;
  const date = new Intl.DateTimeFormat(text.locale, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
    inquiry.sentAt,
  );
  return {
    to: inquiry.email,
    replyTo: agencyInbox,
    headers: replyThreadHeaders(inquiry.id, reply.id, earlierReplyIds, publicUrl),
    content: {
      language: inquiry.language,
      subject: `Re: ${inquiry.subject ?? text.defaultSubject}`,
      greeting: mailGreeting(inquiry.language, { name: inquiry.name, fullName: inquiry.name }),
      paragraphs: [reply.message],
      action: inquiry.hasAccount
        ? {
            label: text.viewInAccount,
            url: `${publicUrl}${localizedPath(inquiry.language, '/dashboard')}?tab=messages`,
          }
        : undefined,
      afterParagraphs: [text.answerByMail, `${text.original(date)}\n${inquiry.message}`],
      closing: text.closing(reply.adviser),
    },
  };
}
