import { pluralForm, type PluralWords } from '../../../platform/i18n/counted';
import type { Language } from '../../../platform/i18n/languages';
import type { BrandedMailContent } from '../../../platform/mail/branded-mail';
import type { GreetingName } from '../../../platform/mail/greeting-name';
import { accountSalutation } from './account-mails';

/** The notices of the second factor: a change the person should hear of, in case it was not them. */
export type TwoFactorMailKind = 'enabled' | 'disabled' | 'reset' | 'recovery_code_used';

interface Notice {
  subject: string;
  body: string;
}

interface Texts {
  enabled: Notice;
  disabled: Notice;
  reset: Notice;
  /** `{count}`: the recovery codes left, in the sentence its plural form needs. */
  recovery_code_used: Notice & { remaining: PluralWords };
  notYou: string;
}

const TEXTS: Record<Language, Texts> = {
  es: {
    enabled: {
      subject: 'Verificación en dos pasos activada',
      body: 'Ha activado la verificación en dos pasos con una aplicación de autenticación: a partir de ahora, al iniciar sesión le pediremos también un código de esa aplicación.',
    },
    disabled: {
      subject: 'Verificación en dos pasos desactivada',
      body: 'Ha desactivado la verificación en dos pasos con la aplicación de autenticación, y sus códigos de recuperación han dejado de ser válidos.',
    },
    reset: {
      subject: 'Su verificación en dos pasos se ha restablecido',
      body: 'A petición suya, la agencia ha retirado la verificación en dos pasos de su cuenta (aplicación, códigos de recuperación y llaves de acceso) y ha cerrado todas sus sesiones. Vuelva a configurarla al iniciar sesión.',
    },
    recovery_code_used: {
      subject: 'Se ha usado un código de recuperación',
      body: 'Se acaba de iniciar sesión en su cuenta con uno de sus códigos de recuperación; ese código ya no es válido.',
      remaining: {
        one: 'Le queda {count} código. Puede generar otros nuevos en Configuración.',
        other: 'Le quedan {count} códigos. Puede generar otros nuevos en Configuración.',
      },
    },
    notYou:
      'Si no ha sido usted, restablezca su contraseña desde la página de acceso y escríbanos a info@costacantabria.es.',
  },
  en: {
    enabled: {
      subject: 'Two-step verification turned on',
      body: 'You have turned on two-step verification with an authenticator app: from now on, signing in will also ask for a code from that app.',
    },
    disabled: {
      subject: 'Two-step verification turned off',
      body: 'You have turned off two-step verification with the authenticator app, and your recovery codes are no longer valid.',
    },
    reset: {
      subject: 'Your two-step verification has been reset',
      body: 'At your request, the agency has removed two-step verification from your account (app, recovery codes and passkeys) and signed out all your sessions. Please set it up again when you next sign in.',
    },
    recovery_code_used: {
      subject: 'A recovery code has been used',
      body: 'Your account has just been signed in to with one of your recovery codes; that code is no longer valid.',
      remaining: {
        one: 'You have {count} code left. You can generate new ones in Settings.',
        other: 'You have {count} codes left. You can generate new ones in Settings.',
      },
    },
    notYou:
      'If this was not you, reset your password from the sign-in page and write to info@costacantabria.es.',
  },
  de: {
    enabled: {
      subject: 'Zwei-Faktor-Authentifizierung aktiviert',
      body: 'Sie haben die Zwei-Faktor-Authentifizierung mit einer Authenticator-App aktiviert: Bei jeder Anmeldung fragen wir künftig zusätzlich nach einem Code dieser App.',
    },
    disabled: {
      subject: 'Zwei-Faktor-Authentifizierung deaktiviert',
      body: 'Sie haben die Zwei-Faktor-Authentifizierung mit der Authenticator-App deaktiviert; Ihre Wiederherstellungscodes sind nicht mehr gültig.',
    },
    reset: {
      subject: 'Ihre Zwei-Faktor-Authentifizierung wurde zurückgesetzt',
      body: 'Auf Ihre Bitte hat die Agentur die Zwei-Faktor-Authentifizierung Ihres Kontos entfernt (App, Wiederherstellungscodes und Passkeys) und alle Ihre Sitzungen beendet. Bitte richten Sie sie bei Ihrer nächsten Anmeldung neu ein.',
    },
    recovery_code_used: {
      subject: 'Ein Wiederherstellungscode wurde verwendet',
      body: 'Soeben wurde Ihr Konto mit einem Ihrer Wiederherstellungscodes angemeldet; dieser Code ist nicht mehr gültig.',
      remaining: {
        one: 'Ihnen bleibt {count} Code. Neue Codes erstellen Sie in den Einstellungen.',
        other: 'Ihnen bleiben {count} Codes. Neue Codes erstellen Sie in den Einstellungen.',
      },
    },
    notYou:
      'Falls Sie das nicht waren, setzen Sie Ihr Passwort auf der Anmeldeseite zurück und schreiben Sie an info@costacantabria.es.',
  },
  ru: {
    enabled: {
      subject: 'Двухэтапная проверка включена',
      body: 'Вы включили двухэтапную проверку с приложением-аутентификатором: теперь при входе мы будем также запрашивать код из этого приложения.',
    },
    disabled: {
      subject: 'Двухэтапная проверка отключена',
      body: 'Вы отключили двухэтапную проверку с приложением-аутентификатором, и ваши резервные коды больше недействительны.',
    },
    reset: {
      subject: 'Ваша двухэтапная проверка сброшена',
      body: 'По вашей просьбе агентство удалило двухэтапную проверку вашего аккаунта (приложение, резервные коды и ключи доступа) и завершило все ваши сеансы. Настройте её заново при следующем входе.',
    },
    recovery_code_used: {
      subject: 'Использован резервный код',
      body: 'Только что в ваш аккаунт вошли с одним из ваших резервных кодов; этот код больше недействителен.',
      remaining: {
        one: 'У вас остался {count} код. Новые коды можно создать в настройках.',
        few: 'У вас осталось {count} кода. Новые коды можно создать в настройках.',
        many: 'У вас осталось {count} кодов. Новые коды можно создать в настройках.',
        other: 'У вас осталось {count} кода. Новые коды можно создать в настройках.',
      },
    },
    notYou:
      'Если это были не вы, сбросьте пароль на странице входа и напишите нам на info@costacantabria.es.',
  },
  mk: {
    enabled: {
      subject: 'Потврдата во два чекори е вклучена',
      body: 'Ја вклучивте потврдата во два чекори со апликација за автентикација: отсега при најава ќе ви бараме и код од таа апликација.',
    },
    disabled: {
      subject: 'Потврдата во два чекори е исклучена',
      body: 'Ја исклучивте потврдата во два чекори со апликацијата за автентикација, а вашите резервни кодови повеќе не важат.',
    },
    reset: {
      subject: 'Вашата потврда во два чекори е обновена',
      body: 'На ваше барање, агенцијата ја отстрани потврдата во два чекори од вашата сметка (апликација, резервни кодови и клучеви за пристап) и ги затвори сите ваши сесии. Поставете ја повторно при следната најава.',
    },
    recovery_code_used: {
      subject: 'Искористен е резервен код',
      body: 'Штотуку е извршена најава на вашата сметка со еден од вашите резервни кодови; тој код повеќе не важи.',
      remaining: {
        one: 'Ви останува {count} код. Нови кодови можете да создадете во Поставки.',
        other: 'Ви остануваат {count} кодови. Нови кодови можете да создадете во Поставки.',
      },
    },
    notYou:
      'Ако тоа не сте биле вие, обновете ја лозинката од страницата за најава и пишете ни на info@costacantabria.es.',
  },
};

export interface TwoFactorMailInput extends GreetingName {
  kind: TwoFactorMailKind;
  language: Language;
  /** The recovery codes left, for `recovery_code_used`. */
  remaining?: number;
}

/** What a second-factor notice says: what changed, and what to do if it was not the person. */
export function twoFactorMail(input: TwoFactorMailInput): BrandedMailContent {
  const texts = TEXTS[input.language] ?? TEXTS.es;
  const { subject, body } = texts[input.kind];
  const paragraphs = [body];
  if (input.kind === 'recovery_code_used') {
    const count = input.remaining ?? 0;
    const sentence = pluralForm(input.language, count, texts.recovery_code_used.remaining);
    paragraphs.push(sentence.replace('{count}', String(count)));
  }
  // A reset was asked for by the person and done by the agency: there is nothing to warn of.
  if (input.kind !== 'reset') paragraphs.push(texts.notYou);
  return {
    ...accountSalutation(input.language, input),
    subject,
    heading: subject,
    paragraphs,
  };
}
