import type { Language } from '../../../platform/i18n/languages';
import { localizedPath } from '../../../platform/i18n/public-paths';
import type { BrandedMailContent } from '../../../platform/mail/branded-mail';
import type { GreetingName } from '../../../platform/mail/greeting-name';
import { mailClosing, mailGreeting } from '../../../platform/mail/salutation';
import { AGENCY_TIME_ZONE } from '../../../platform/time/madrid-calendar';

/** The account e-mails the worker sends. Links carry the token after `#`, so it never reaches a server log. */
export type AccountMailKind =
  'welcome' | 'password_reset' | 'email_change' | 'password_changed' | 'account_erasure' | 'new_device';

interface Texts {
  welcome: { subject: string; body: string; verify: string; action: string; verified: string };
  password_reset: { subject: string; body: string; action: string; ignore: string };
  email_change: { subject: string; body: string; action: string; ignore: string };
  password_changed: { subject: string; body: string; warning: string };
  account_erasure: { subject: string; body: string; action: string; ignore: string };
  new_device: {
    subject: string;
    body: string;
    /** When, and from which browser: "Chrome on macOS". */
    details: (at: string, browser: string) => string;
    onSystem: (browser: string, os: string) => string;
    unknownBrowser: string;
    fine: string;
    notYou: string;
    action: string;
    locale: string;
    madridTime: string;
  };
}

const TEXTS: Record<Language, Texts> = {
  es: {
    welcome: {
      subject: 'Le damos la bienvenida a Costa Cantabria Luxury',
      body: 'Gracias por crear su cuenta. Desde su panel podrá guardar propiedades favoritas, búsquedas y citas.',
      verify: 'Confirme su dirección de email con este enlace (válido durante 24 horas):',
      action: 'Confirmar dirección de email',
      verified: 'Su dirección de email ya está confirmada.',
    },
    password_reset: {
      subject: 'Restablezca su contraseña',
      body: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Elija una nueva con este enlace (válido durante 1 hora y un solo uso):',
      action: 'Elegir nueva contraseña',
      ignore: 'Si no lo ha solicitado usted, ignore este mensaje: su contraseña no cambiará.',
    },
    email_change: {
      subject: 'Confirme su nueva dirección de email',
      body: 'Ha pedido usar esta dirección para su cuenta. Confírmela con este enlace (válido durante 24 horas):',
      action: 'Confirmar nueva dirección',
      ignore: 'Si no lo ha solicitado usted, ignore este mensaje: la dirección de su cuenta no cambiará.',
    },
    password_changed: {
      subject: 'Su contraseña ha cambiado',
      body: 'La contraseña de su cuenta acaba de cambiar y las demás sesiones se han cerrado.',
      warning:
        'Si no ha sido usted, restablezca su contraseña desde la página de acceso y escríbanos a info@costacantabria.es.',
    },
    account_erasure: {
      subject: 'Confirme la eliminación de su cuenta',
      body: 'Ha solicitado eliminar su cuenta y sus datos personales. Confírmelo con este enlace (válido durante 1 hora y un solo uso). La eliminación es definitiva.',
      action: 'Eliminar mi cuenta',
      ignore: 'Si no lo ha solicitado usted, ignore este mensaje: su cuenta seguirá intacta.',
    },
    new_device: {
      subject: 'Nuevo inicio de sesión en su cuenta',
      body: 'Se ha iniciado sesión en su cuenta de Costa Cantabria Luxury desde un dispositivo que no habíamos visto antes.',
      details: (at, browser) => `Cuándo: ${at}. Dispositivo: ${browser}.`,
      onSystem: (browser, os) => `${browser} en ${os}`,
      unknownBrowser: 'navegador desconocido',
      fine: 'Si ha sido usted, no tiene que hacer nada.',
      notYou:
        'Si no ha sido usted, cierre esa sesión en Configuración, en su cuenta, y cambie su contraseña de inmediato.',
      action: 'Abrir Configuración',
      locale: 'es-ES',
      madridTime: 'hora de Madrid',
    },
  },
  en: {
    welcome: {
      subject: 'Welcome to Costa Cantabria Luxury',
      body: 'Thank you for creating your account. In your account you can keep favourite properties, searches and appointments.',
      verify: 'Please confirm your email address with this link (valid for 24 hours):',
      action: 'Confirm email address',
      verified: 'Your email address is already confirmed.',
    },
    password_reset: {
      subject: 'Reset your password',
      body: 'We received a request to reset the password of your account. Choose a new one with this link (valid for 1 hour, single use):',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this message: your password will not change.',
    },
    email_change: {
      subject: 'Confirm your new email address',
      body: 'You asked to use this address for your account. Confirm it with this link (valid for 24 hours):',
      action: 'Confirm new address',
      ignore:
        'If you did not ask for this, ignore this message: the address of your account will not change.',
    },
    password_changed: {
      subject: 'Your password has changed',
      body: 'The password of your account has just changed and your other sessions have been signed out.',
      warning:
        'If this was not you, reset your password from the sign-in page and write to info@costacantabria.es.',
    },
    account_erasure: {
      subject: 'Confirm the deletion of your account',
      body: 'You asked us to delete your account and your personal data. Please confirm with this link (valid for 1 hour, single use). The deletion is permanent.',
      action: 'Delete my account',
      ignore: 'If you did not ask for this, ignore this message: your account will remain as it is.',
    },
    new_device: {
      subject: 'New sign-in to your account',
      body: 'Your Costa Cantabria Luxury account has just been signed in to from a device we had not seen before.',
      details: (at, browser) => `When: ${at}. Device: ${browser}.`,
      onSystem: (browser, os) => `${browser} on ${os}`,
      unknownBrowser: 'unknown browser',
      fine: 'If this was you, there is nothing you need to do.',
      notYou:
        'If this was not you, end that session in Settings, in your account, and change your password straight away.',
      action: 'Open Settings',
      locale: 'en-GB',
      madridTime: 'Madrid time',
    },
  },
  de: {
    welcome: {
      subject: 'Willkommen bei Costa Cantabria Luxury',
      body: 'Vielen Dank für Ihre Registrierung. In Ihrem Bereich können Sie Favoriten, Suchen und Termine speichern.',
      verify: 'Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (24 Stunden gültig):',
      action: 'E-Mail-Adresse bestätigen',
      verified: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
    },
    password_reset: {
      subject: 'Passwort zurücksetzen',
      body: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Wählen Sie mit diesem Link ein neues (1 Stunde gültig, nur einmal verwendbar):',
      action: 'Neues Passwort wählen',
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    },
    email_change: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      body: 'Sie möchten diese Adresse für Ihr Konto verwenden. Bestätigen Sie sie mit diesem Link (24 Stunden gültig):',
      action: 'Neue Adresse bestätigen',
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: die Adresse Ihres Kontos bleibt unverändert.',
    },
    password_changed: {
      subject: 'Ihr Passwort wurde geändert',
      body: 'Das Passwort Ihres Kontos wurde soeben geändert; Ihre anderen Sitzungen wurden abgemeldet.',
      warning:
        'Falls Sie das nicht waren, setzen Sie Ihr Passwort auf der Anmeldeseite zurück und schreiben Sie an info@costacantabria.es.',
    },
    account_erasure: {
      subject: 'Bestätigen Sie die Löschung Ihres Kontos',
      body: 'Sie haben die Löschung Ihres Kontos und Ihrer personenbezogenen Daten angefordert. Bitte bestätigen Sie dies mit diesem Link (1 Stunde gültig, nur einmal verwendbar). Die Löschung ist endgültig.',
      action: 'Mein Konto löschen',
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Konto bleibt unverändert.',
    },
    new_device: {
      subject: 'Neue Anmeldung bei Ihrem Konto',
      body: 'Bei Ihrem Konto von Costa Cantabria Luxury hat soeben eine Anmeldung von einem Gerät stattgefunden, das wir bisher nicht kannten.',
      details: (at, browser) => `Zeitpunkt: ${at}. Gerät: ${browser}.`,
      onSystem: (browser, os) => `${browser} unter ${os}`,
      unknownBrowser: 'unbekannter Browser',
      fine: 'Wenn Sie das waren, müssen Sie nichts weiter tun.',
      notYou:
        'Wenn Sie das nicht waren, beenden Sie diese Sitzung in den Einstellungen Ihres Kontos und ändern Sie umgehend Ihr Passwort.',
      action: 'Einstellungen öffnen',
      locale: 'de-DE',
      madridTime: 'Madrider Zeit',
    },
  },
  ru: {
    welcome: {
      subject: 'Добро пожаловать в Costa Cantabria Luxury',
      body: 'Благодарим за регистрацию. В личном кабинете вы можете сохранять избранные объекты, поиски и встречи.',
      verify: 'Подтвердите адрес электронной почты по этой ссылке (действительна 24 часа):',
      action: 'Подтвердить адрес',
      verified: 'Ваш адрес электронной почты уже подтверждён.',
    },
    password_reset: {
      subject: 'Сброс пароля',
      body: 'Мы получили запрос на сброс пароля вашего аккаунта. Задайте новый пароль по этой ссылке (действительна 1 час, однократно):',
      action: 'Задать новый пароль',
      ignore: 'Если вы не отправляли запрос, просто проигнорируйте это письмо: пароль не изменится.',
    },
    email_change: {
      subject: 'Подтвердите новый адрес электронной почты',
      body: 'Вы хотите использовать этот адрес для своего аккаунта. Подтвердите его по этой ссылке (действительна 24 часа):',
      action: 'Подтвердить новый адрес',
      ignore: 'Если вы не отправляли запрос, проигнорируйте это письмо: адрес аккаунта не изменится.',
    },
    password_changed: {
      subject: 'Ваш пароль изменён',
      body: 'Пароль вашего аккаунта только что изменён, остальные сеансы завершены.',
      warning:
        'Если это были не вы, сбросьте пароль на странице входа и напишите нам на info@costacantabria.es.',
    },
    account_erasure: {
      subject: 'Подтвердите удаление аккаунта',
      body: 'Вы запросили удаление аккаунта и ваших персональных данных. Подтвердите его по этой ссылке (действительна 1 час, однократно). Удаление необратимо.',
      action: 'Удалить мой аккаунт',
      ignore: 'Если вы не отправляли запрос, проигнорируйте это письмо: ваш аккаунт останется без изменений.',
    },
    new_device: {
      subject: 'Новый вход в ваш аккаунт',
      body: 'В ваш аккаунт Costa Cantabria Luxury только что вошли с устройства, которое мы раньше не видели.',
      details: (at, browser) => `Когда: ${at}. Устройство: ${browser}.`,
      onSystem: (browser, os) => `${browser}, ${os}`,
      unknownBrowser: 'неизвестный браузер',
      fine: 'Если это были вы, ничего делать не нужно.',
      notYou:
        'Если это были не вы, завершите этот сеанс в разделе «Настройки» вашего аккаунта и сразу смените пароль.',
      action: 'Открыть настройки',
      locale: 'ru-RU',
      madridTime: 'по мадридскому времени',
    },
  },
  mk: {
    welcome: {
      subject: 'Добредојдовте во Costa Cantabria Luxury',
      body: 'Ви благодариме што отворивте сметка. Во вашиот панел можете да чувате омилени имоти, пребарувања и термини.',
      verify: 'Потврдете ја вашата е-пошта преку оваа врска (важи 24 часа):',
      action: 'Потврдете ја е-поштата',
      verified: 'Вашата е-пошта е веќе потврдена.',
    },
    password_reset: {
      subject: 'Обнова на лозинка',
      body: 'Добивме барање за обнова на лозинката на вашата сметка. Изберете нова преку оваа врска (важи 1 час, еднократно):',
      action: 'Изберете нова лозинка',
      ignore: 'Ако не сте го побарале ова, игнорирајте ја пораката: вашата лозинка нема да се промени.',
    },
    email_change: {
      subject: 'Потврдете ја новата е-пошта',
      body: 'Побаравте оваа адреса да се користи за вашата сметка. Потврдете ја преку оваа врска (важи 24 часа):',
      action: 'Потврдете ја новата е-пошта',
      ignore: 'Ако не сте го побарале ова, игнорирајте ја пораката: адресата на сметката нема да се промени.',
    },
    password_changed: {
      subject: 'Вашата лозинка е променета',
      body: 'Лозинката на вашата сметка штотуку е променета, а другите сесии се одјавени.',
      warning:
        'Ако тоа не сте биле вие, обновете ја лозинката од страницата за најава и пишете ни на info@costacantabria.es.',
    },
    account_erasure: {
      subject: 'Потврдете го бришењето на вашата сметка',
      body: 'Побаравте бришење на вашата сметка и вашите лични податоци. Потврдете го тоа преку оваа врска (важи 1 час, еднократно). Бришењето е конечно.',
      action: 'Избришете ја мојата сметка',
      ignore: 'Ако не сте го побарале ова, игнорирајте ја пораката: вашата сметка останува непроменета.',
    },
    new_device: {
      subject: 'Нова најава на вашата сметка',
      body: 'Штотуку е извршена најава на вашата сметка во Costa Cantabria Luxury од уред што досега не сме го виделе.',
      details: (at, browser) => `Кога: ${at}. Уред: ${browser}.`,
      onSystem: (browser, os) => `${browser} на ${os}`,
      unknownBrowser: 'непознат прелистувач',
      fine: 'Ако тоа сте биле вие, не треба ништо да правите.',
      notYou:
        'Ако тоа не сте биле вие, завршете ја таа сесија во Поставки на вашата сметка и веднаш сменете ја лозинката.',
      action: 'Отворете ги Поставките',
      locale: 'mk-MK',
      madridTime: 'според времето во Мадрид',
    },
  },
};

export interface AccountMailInput extends GreetingName {
  kind: AccountMailKind;
  language: Language;
  /** The e-mail link with its token; absent when the mail carries none (a notice, a verified welcome). */
  link?: string;
  /** The sign-in a new-device mail tells of. */
  signIn?: NewDeviceSignIn;
}

export interface NewDeviceSignIn {
  at: string;
  browser: string | null;
  os: string | null;
}

/** How every mail about the account greets its holder and signs off, in their language. */
export function accountSalutation(
  language: Language,
  who: GreetingName,
): Pick<BrandedMailContent, 'language' | 'greeting' | 'closing'> {
  return { language, greeting: mailGreeting(language, who), closing: mailClosing(language) };
}

/** Whom a mail about the account greets: the name they go by, else the address's local part. */
export function accountGreetingName(
  user: { displayName: string | null; firstName: string; lastName: string },
  address: string,
): GreetingName {
  const name = user.displayName || user.firstName || address.split('@')[0];
  return { name, fullName: `${user.firstName} ${user.lastName}`.trim() || name };
}

/** What an account mail says; its link is the gold button. */
export function accountMail(input: AccountMailInput): BrandedMailContent {
  const texts = TEXTS[input.language] ?? TEXTS.es;
  const action = (label: string) => (input.link ? { label, url: input.link } : undefined);
  const common = accountSalutation(input.language, input);
  switch (input.kind) {
    case 'welcome': {
      const { subject, body, verify, verified } = texts.welcome;
      return {
        ...common,
        subject,
        heading: subject,
        paragraphs: [body, input.link ? verify : verified],
        action: action(texts.welcome.action),
      };
    }
    case 'password_reset':
    case 'email_change':
    case 'account_erasure': {
      const { subject, body, ignore } = texts[input.kind];
      return {
        ...common,
        subject,
        heading: subject,
        paragraphs: [body],
        action: action(texts[input.kind].action),
        afterParagraphs: [ignore],
      };
    }
    case 'password_changed': {
      const { subject, body, warning } = texts.password_changed;
      return { ...common, subject, heading: subject, paragraphs: [body, warning] };
    }
    case 'new_device': {
      const t = texts.new_device;
      const signIn = input.signIn as NewDeviceSignIn;
      const time = new Intl.DateTimeFormat(t.locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: AGENCY_TIME_ZONE,
      }).format(new Date(signIn.at));
      const browser = signIn.browser ?? t.unknownBrowser;
      const device = signIn.os ? t.onSystem(browser, signIn.os) : browser;
      return {
        ...common,
        subject: t.subject,
        heading: t.subject,
        paragraphs: [t.body, t.details(`${time} (${t.madridTime})`, device), t.fine, t.notYou],
        action: action(t.action),
      };
    }
  }
}

/** Settings in the account, where a session is ended and the password changed. */
export function settingsLink(publicUrl: string, language: Language): string {
  return `${publicUrl}${localizedPath(language, '/dashboard')}?tab=settings`;
}

const LINK_PAGES = {
  welcome: '/verify-email',
  email_change: '/verify-email',
  password_reset: '/reset-password',
  account_erasure: '/account/erase',
} as const;

/**
 * Where the SPA takes over: /verify-email, /reset-password and /account/erase read the token from the
 * fragment.
 */
export function accountLink(
  publicUrl: string,
  kind: keyof typeof LINK_PAGES,
  token: string,
  language: Language,
) {
  const page = LINK_PAGES[kind];
  // The page opens in the mail's language, as the rest of the site does under its language prefix.
  return `${publicUrl}${localizedPath(language, page)}#token=${token}`;
}
