import type { Glossary } from './glossary';

/** Macedonian: "Вие", the agency's tone, Cyrillic throughout. */
export const MK_GLOSSARY: Glossary = [
  {
    use: 'имот / имоти',
    // "недвижности" stays for the trade: агенција/агент за недвижности, премиум недвижности, промет со недвижности.
    avoid: [/(?<!^|(за|со|премиум|луксузни)\s)недвижност/iu],
    reason: 'a property is "имот" (review 1, #28; review 2)',
  },
  {
    use: 'Замени го (имотот)',
    avoid: ['Замени ја'],
    reason: '"имот" is masculine (review 2)',
  },
  {
    use: 'барање',
    avoid: ['прашањ*'],
    reason: 'an inquiry is "барање" (review 2)',
    // In the legal texts "прашање" is a question.
    except: /^legal:/,
  },
  {
    use: 'термин / Термини',
    avoid: ['средб*'],
    reason: 'one term for a viewing appointment (review 1, #28; review 2)',
  },
  {
    use: 'обнова на лозинката',
    avoid: ['ресетир*'],
    reason: 'one term (review 1, #28; review 2)',
  },
  {
    use: 'Гарсониера, Климатизација, (незадолжително)',
    // The flat is a "гарсониера"; a design studio ("студио за ентериер") stays a "студио".
    avoid: [/(?<![\p{L}\p{M}\p{N}])студио(?![\p{L}\p{M}\p{N}])(?!\s+за\s)/iu, 'Клима-уред*', /\(по избор/iu],
    reason: 'one term each (review 1, #28)',
  },
  {
    use: 'м, м², км',
    avoid: [/(\(|\d|\}\})\s*(m²|m2|km|m)(?![\p{L}\p{N}])/u],
    reason: 'Cyrillic units (review 1, #29, #35; review 2)',
  },
  {
    use: 'Парцела',
    avoid: ['Плац'],
    reason: 'review 2',
  },
  {
    use: 'имотен регистар',
    avoid: ['катастар', 'катастарот', 'катастри', 'катастрите'],
    reason: 'the Registro de la Propiedad is not the Catastro (review 2)',
  },
  {
    use: 'Процена на имотот',
    avoid: [/^Проценка$/u],
    reason: 'the bank\'s valuation; "проценка" is the estimate (review 2)',
    onlyIn: /valuation/,
  },
  {
    use: 'Даночна резидентност',
    avoid: ['даночно живеалиште'],
    reason: 'the tax term (review 2)',
  },
  {
    use: 'Постоечки имот (втора рака)',
    avoid: ['Препродажба'],
    reason: 'the wrong sense (review 2)',
  },
  {
    use: 'не можеа да се вчитаат',
    avoid: ['не може да се вчита*'],
    reason: 'review 1, #13; review 2',
  },
  {
    use: 'Рефундирана',
    avoid: ['Вратени пари'],
    reason: 'review 1, #6',
  },
  {
    use: 'Рефундирана',
    avoid: ['Вратена'],
    reason: 'review 1, #6; review 2',
    onlyIn: /paymentStatus/,
  },
  {
    use: 'е-порака (a message); е-пошта (the address)',
    avoid: ['од е-поштата', 'без е-пошта', 'испративме е-пошта'],
    reason: 'review 1, #7; review 2',
  },
  {
    use: 'Добар ден, {име},',
    avoid: ['Здраво', 'Почитуван*'],
    reason: '"Здраво" is too casual for the brand, "Почитуван(а)" a form letter (review 1, #18; review 2)',
  },
  {
    use: 'Класични доживувања',
    avoid: [/основн\p{L}*(\s+и)?\s+(VIP|доживувањ)/iu, /во основна/iu],
    reason: '"основни" sounds cheap (review 1, #19; review 2)',
  },
  {
    use: 'Класични / Класично',
    avoid: [/^Основн/u],
    reason: 'the experience type in tabs, badges and the back office (review 2)',
    onlyIn: /\.basic$/,
  },
  {
    use: 'кујнски остров',
    avoid: ['кујна со острово'],
    reason: 'review 1, #4',
  },
  {
    use: 'Кастро Урдијалес',
    avoid: ['Урдиалес'],
    reason: 'review 1, #5',
  },
  {
    use: 'Затвори',
    avoid: ['Отфрли го известувањето'],
    reason: 'review 1, #23',
  },
  {
    use: '{{date}} (no full stop after it)',
    avoid: [/\{\{\s*(date|reviewed|\w*Date)\s*\}\}\./u],
    reason: 'a Macedonian date ends in "г.": a full stop after it doubles (review 2)',
  },
  {
    use: 'месечно писмо',
    avoid: ['билтен*'],
    reason: 'one name for the monthly letter: page titles, menu, Settings, unsubscribe page, e-mail, history',
  },
  {
    use: 'потврда во два чекори',
    avoid: ['двофакторск*', 'двостепен*', '2FA'],
    reason: 'one name for the second factor at sign-in: sign-in, Settings, e-mails, history, errors',
  },
  {
    use: 'клуч за пристап / резервен код',
    avoid: ['passkey*', 'кодови за обнова'],
    reason: 'one name each for the passkey and the single-use codes',
  },
];
