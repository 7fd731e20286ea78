import type { Glossary } from './glossary';

/** German: "Sie", the agency's tone. */
export const DE_GLOSSARY: Glossary = [
  {
    use: 'Guten Tag {Vorname Nachname},',
    avoid: [/Guten Tag \{\{\s*name\s*\}\}/u],
    reason: 'a first name alone clashes with "Sie": the e-mails greet by the full name (review 2)',
  },
  {
    use: 'Nutzungsbedingungen',
    avoid: ['AGB', 'Allgemeine Geschäftsbedingungen', 'Allgemeinen Geschäftsbedingungen'],
    reason: 'one term for the terms of use (review 1, #24)',
  },
  {
    use: 'Favoriten',
    avoid: ['Lieblingsimmobilie*'],
    reason: 'one term (review 2)',
  },
  {
    use: 'Penthouses',
    avoid: ['Penthäuser*'],
    reason: 'the plural in Duden (review 2)',
  },
  {
    use: 'Klassische Erlebnisse',
    avoid: ['Basis-', 'Basiserlebnis*'],
    reason: '"Basis" sounds cheap (review 1, #19; review 2)',
  },
  {
    use: 'Klassisch',
    avoid: [/^Basis$/u],
    reason: 'the experience type in tabs, badges and the back office (review 2)',
    onlyIn: /\.basic$/,
  },
  {
    use: 'absagen / abgesagt',
    avoid: ['storn*'],
    reason: 'an appointment is "abgesagt", a booking "storniert" (review 2)',
    onlyIn: /^viewings:|^account:appointments\.|^modules\/viewings\//,
  },
  {
    use: 'eine Besichtigung absagen',
    avoid: [/(Besichtigung|Termin)\p{L}*(\s+[\p{L}{}]+){0,3}\s+storn/iu],
    reason: 'an appointment is "abgesagt", a booking "storniert" (review 2)',
  },
  {
    use: '… sie wurde verkauft oder vom Markt genommen / Die Immobilie wurde …',
    avoid: [/Sie wurden? (möglicherweise )?verkauft/u, 'verkauft oder zurückgezogen'],
    reason: '"Sie" reads as "you"; a property is taken off the market (review 2)',
  },
  {
    use: 'Termine, Beträge',
    avoid: [/Daten,\s+(Beträge|Gäste)/u],
    reason: '"Daten" reads as "data" (review 2)',
  },
  {
    use: 'Haben Sie bereits ein Konto?',
    avoid: ['Sie haben bereits ein Konto?'],
    reason: 'a question inverts (review 1, #15)',
  },
  {
    use: 'Kantabrisches Meer',
    avoid: ['Kantabrische See', 'Kantabrischen See'],
    reason: 'one name (review 1, #30)',
  },
  {
    use: 'Wird geladen …',
    avoid: [/[\p{L}\p{N}]…/u],
    reason: 'a space before the ellipsis, one style (review 1, #31; review 2)',
  },
  {
    use: 'Zugriff verweigert – Sie …',
    avoid: [/ - /u],
    reason: 'the en dash between clauses (review 1, #32)',
  },
  {
    use: 'Monatsbrief',
    avoid: ['Newsletter*', 'monatliche* Brief*'],
    reason: 'one name for the monthly letter: page titles, menu, Settings, unsubscribe page, e-mail, history',
  },
  {
    use: 'Zwei-Faktor-Authentifizierung',
    avoid: ['Zwei-Schritt-Verifizierung', 'zweistufige*', 'Bestätigung in zwei Schritten', '2FA'],
    reason: 'one name for the second factor at sign-in: sign-in, Settings, e-mails, history, errors',
  },
  {
    use: 'Passkey / Wiederherstellungscode',
    avoid: ['Zugangsschlüssel', 'Backup-Code*', 'Notfallcode*'],
    reason: 'the passkey keeps the name Apple and Google use in German; one name for the single-use codes',
  },
];
