import type { Language } from '../../../platform/i18n/languages';
import { propertyPath } from '../../../platform/i18n/public-paths';
import type { JobReaction } from '../../../platform/jobs/job-reaction';
import { MAIL_QUEUE, SEND_MAIL_JOB, type MailJob } from '../../../platform/mail/mail-message';
import type { InquirySent } from '../domain/inquiry';
import { acknowledgementMessageId } from './inquiry-thread';
import { mailClosing, mailGreeting } from '../../../platform/mail/salutation';

interface AcknowledgementText {
  subject: string;
  body: string;
}

/** The acknowledgement a client receives, in the language they wrote in. */
const ACKNOWLEDGEMENT: Record<Language, AcknowledgementText> = {
  es: {
    subject: 'Hemos recibido su consulta',
    body: 'Gracias por escribirnos. Un asesor de nuestro equipo le responderá personalmente en un plazo máximo de un día laborable.',
  },
  en: {
    subject: 'We have received your enquiry',
    body: 'Thank you for writing to us. One of our advisers will reply to you personally within one business day.',
  },
  de: {
    subject: 'Wir haben Ihre Anfrage erhalten',
    body: 'Vielen Dank für Ihre Nachricht. Einer unserer Berater meldet sich innerhalb eines Werktags persönlich bei Ihnen.',
  },
  ru: {
    subject: 'Мы получили ваш запрос',
    body: 'Благодарим вас за обращение. Наш консультант лично ответит вам в течение одного рабочего дня.',
  },
  mk: {
    subject: 'Го примивме вашето барање',
    body: 'Ви благодариме што ни пишавте. Еден од нашите советници лично ќе ви одговори во рок од еден работен ден.',
  },
};

/** When an inquiry arrived, as the agency's team in Cantabria reads it: "1 de julio de 2026 a las 22:30". */
const AGENCY_TIME = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Madrid',
});

/**
 * Who asked what: the mail the agency's inbox receives for every inquiry. It is in Spanish whatever the
 * client's language, on purpose: the agency works in Spanish (the client's language is a line of it).
 * Replying to it writes to the client.
 */
export function agencyInquiryMail(
  inquiry: InquirySent['data'],
  agencyInbox: string,
  publicUrl: string,
): MailJob {
  const details = [
    `Nombre: ${inquiry.name}`,
    `Email: ${inquiry.email}`,
    `Teléfono: ${inquiry.phone ?? '—'}`,
    `Idioma: ${inquiry.language}`,
    `Asunto: ${inquiry.subject ?? '—'}`,
  ].join('\n');
  const property = inquiry.propertyId
    ? { label: 'Ver la propiedad', url: `${publicUrl}${propertyPath(inquiry.propertyId)}` }
    : undefined;
  return {
    to: agencyInbox,
    replyTo: inquiry.email,
    content: {
      language: 'es',
      subject: `Nueva consulta: ${inquiry.subject ?? inquiry.name}`,
      paragraphs: [
        `Nueva consulta recibida el ${AGENCY_TIME.format(new Date(inquiry.sentAt))} (hora de Madrid)`,
        details,
        inquiry.message,
      ],
      action: property,
      afterParagraphs: [`Si responde a este email, su respuesta llegará a ${inquiry.email}.`],
    },
  };
}

export function inquiryAcknowledgementMail(inquiry: InquirySent['data']): MailJob {
  const text = ACKNOWLEDGEMENT[inquiry.language] ?? ACKNOWLEDGEMENT.es;
  return {
    to: inquiry.email,
    content: {
      language: inquiry.language,
      subject: text.subject,
      heading: text.subject,
      greeting: mailGreeting(inquiry.language, { name: inquiry.name, fullName: inquiry.name }),
      paragraphs: [text.body],
      closing: mailClosing(inquiry.language),
    },
  };
}

/** The reactor enqueues what each mail says; the send-mail job renders it (HTML and text) and sends it. */
export function inquiryMailReactions(
  agencyInbox: string,
  publicUrl: string,
): JobReaction<MailJob, InquirySent>[] {
  return [
    {
      purpose: 'inquiry-agency-mail',
      eventTypes: ['InquirySent'],
      queue: MAIL_QUEUE,
      jobName: SEND_MAIL_JOB,
      // A sender erased before the mail went out (crypto-shredding) is written to, and about, no more.
      toJob: (event) => (event.erasedPaths ? null : agencyInquiryMail(event.data, agencyInbox, publicUrl)),
    },
    {
      purpose: 'inquiry-acknowledgement-mail',
      eventTypes: ['InquirySent'],
      queue: MAIL_QUEUE,
      jobName: SEND_MAIL_JOB,
      toJob: (event) =>
        event.erasedPaths
          ? null
          : {
              ...inquiryAcknowledgementMail(event.data),
              // The first message of the thread the agency's replies continue.
              headers: { 'Message-ID': acknowledgementMessageId(event.data.inquiryId, publicUrl) },
            },
    },
  ];
}
