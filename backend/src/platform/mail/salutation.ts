import type { Language } from '../i18n/languages';
import type { GreetingName } from './greeting-name';

interface Salutation {
  greeting: (who: GreetingName) => string;
  closing: string;
}

/** How the agency greets a person and signs off, the same in every e-mail of a language. */
const SALUTATIONS: Record<Language, Salutation> = {
  es: { greeting: ({ name }) => `Hola, ${name}:`, closing: 'Un cordial saludo,\nCosta Cantabria Luxury' },
  en: { greeting: ({ name }) => `Dear ${name},`, closing: 'Kind regards,\nCosta Cantabria Luxury' },
  // German greets formally by the full name: a first name alone clashes with "Sie".
  de: {
    greeting: ({ fullName }) => `Guten Tag ${fullName},`,
    closing: 'Mit freundlichen Grüßen\nCosta Cantabria Luxury',
  },
  ru: { greeting: ({ name }) => `Здравствуйте, ${name}!`, closing: 'С уважением,\nCosta Cantabria Luxury' },
  mk: { greeting: ({ name }) => `Добар ден, ${name},`, closing: 'Со почит,\nCosta Cantabria Luxury' },
};

const salutationOf = (language: Language): Salutation => SALUTATIONS[language] ?? SALUTATIONS.es;

/** The opening line of a mail to `who`, in their language ("Hola, Carmen:", "Guten Tag Carmen Ruiz,"). */
export function mailGreeting(language: Language, who: GreetingName): string {
  return salutationOf(language).greeting(who);
}

/** The agency's sign-off in a language, its name on the second line. */
export function mailClosing(language: Language): string {
  return salutationOf(language).closing;
}
