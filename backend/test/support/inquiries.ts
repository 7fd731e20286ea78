/** A visitor's inquiry as the contact form sends it: an event in the log and a mail to the agency. */
export const VISITOR_INQUIRY = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  message: 'Quisiera visitar la casa.',
  language: 'es',
} as const;
