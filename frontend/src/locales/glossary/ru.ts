import type { Glossary } from './glossary';

/** Russian: "вы", the agency's tone. */
export const RU_GLOSSARY: Glossary = [
  {
    use: 'аккаунт',
    avoid: ['учётн* запис*', 'учетн* запис*'],
    reason: 'one term (review 1, #26; review 2)',
  },
  {
    use: 'Код объекта',
    avoid: ['Номер объекта', 'Референс*', 'арт.'],
    reason: 'one term for the reference (review 1, #3, #26; review 2)',
  },
  {
    use: 'Расходы на содержание дома',
    avoid: ['Взнос* сообществ*'],
    reason: 'review 1, #27; review 2',
  },
  {
    use: 'Этажность',
    avoid: [/^Этаж(и|ей)(?![\p{L}])/u],
    reason: 'the label for the number of floors (review 1, #27; review 2)',
  },
  {
    use: 'Небольшая подборка',
    avoid: ['Фрагмент*'],
    reason: 'review 1, #22; review 2',
  },
  {
    use: 'Классические впечатления',
    avoid: [/базов\p{L}*(\s+и)?\s+(VIP|впечатлени)/iu, /в базовом/iu],
    reason: '"базовые" sounds cheap (review 1, #19; review 2)',
  },
  {
    use: 'Классические / Классическое',
    avoid: [/^Базов/u],
    reason: 'the experience type in tabs, badges and the back office (review 2)',
    onlyIn: /\.basic$/,
  },
  {
    use: 'Реестр недвижимости',
    avoid: ['Реестр собственности'],
    reason: 'the standard term (review 2)',
  },
  {
    use: 'один из выбранных вами вариантов / один из новых вариантов',
    avoid: ['времён', 'нового времени'],
    reason: 'ungrammatical (review 2)',
  },
  {
    use: 'Гости: N / Спальни: N / Ванные: N',
    avoid: [/(Гостей|Спален|Ванных):/iu],
    reason: 'a label in the nominative (review 1, #9, #10; review 2)',
  },
  {
    use: 'Здравствуйте, {имя}!',
    avoid: ['Уважаем*'],
    reason: '"Уважаемый(ая)" reads as a form letter (review 1, #18)',
  },
  {
    use: 'Доступ запрещён — у вас …',
    avoid: [/ - /u],
    reason: 'the em dash between clauses (review 1, #32)',
  },
  {
    use: '{{date}} (no full stop after it)',
    avoid: [/\{\{\s*(date|reviewed|\w*Date)\s*\}\}\./u],
    reason: 'a Russian date ends in "г.": a full stop after it doubles (review 2)',
  },
  {
    use: 'ежемесячное письмо',
    avoid: ['рассылк*', 'бюллетен*'],
    reason: 'one name for the monthly letter: page titles, menu, Settings, unsubscribe page, e-mail, history',
  },
  {
    use: 'двухэтапная проверка',
    avoid: ['двухфакторн*', '2FA'],
    reason: 'one name for the second factor at sign-in: sign-in, Settings, e-mails, history, errors',
  },
  {
    use: 'ключ доступа / резервный код',
    avoid: ['пасскей*', 'passkey*', 'код восстановления', 'коды восстановления'],
    reason: 'the names Google uses in Russian; one each for the passkey and the single-use codes',
  },
];
