import type { Glossary } from './glossary';

/** English: British spelling and the agency's formal tone. */
export const EN_GLOSSARY: Glossary = [
  {
    use: 'enquiry',
    avoid: ['inquir*'],
    reason: 'British English, as everywhere else (review 1, #25; review 2)',
    // The spec's own English success and error texts stay verbatim.
    except: /^contact:result\.(success|error)$/,
  },
  {
    use: 'favourite, adviser, cancelled, centre, colour, metre',
    avoid: [
      'favorite*',
      'advisor',
      'advisors',
      'canceled',
      'canceling',
      'center*',
      'color*',
      'meter',
      'meters',
      'kilometer*',
      'organiz*',
      'neighborhood*',
      'catalog',
    ],
    reason: 'British spelling under British copy (review 1, #25)',
  },
  {
    use: 'Essential experiences',
    avoid: ['basic experiences', 'basic and VIP'],
    reason: 'English chose "Essential": "basic" sounds cheap (review 1, #19)',
  },
  {
    use: 'Essential',
    avoid: [/^Basic$/u],
    reason: 'the experience type is "Essential" in the back office too',
    onlyIn: /\.basic$/,
  },
  {
    use: 'My account',
    avoid: ['My panel'],
    reason: 'review 1, #21',
  },
  {
    use: 'Dear {name},',
    avoid: ['Hello'],
    reason: 'the e-mails greet with "Dear" (review 2)',
    // The server's texts (keys `file#path`); the account page may say "Hello".
    onlyIn: /#/,
  },
  {
    use: 'monthly letter',
    avoid: ['newsletter*'],
    reason: 'one name for the monthly letter: page titles, menu, Settings, unsubscribe page, e-mail, history',
  },
  {
    use: 'two-step verification',
    avoid: ['two-factor authentication', '2FA', 'two factor', 'multi-factor*'],
    reason: 'one name for the second factor at sign-in: sign-in, Settings, e-mails, history, errors',
  },
  {
    use: 'recovery code',
    avoid: ['backup code*', 'emergency code*'],
    reason: 'one name for the single-use codes kept for a lost phone',
  },
];
