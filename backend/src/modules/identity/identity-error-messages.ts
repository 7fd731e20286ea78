import { defineErrorMessages } from '../../platform/http/error-messages';

/**
 * The texts of the account error codes in the five languages (spec section 8). Where the spec's texts would
 * tell whether an account exists ('Usuario no encontrado' vs 'Contraseña incorrecta'), there is one code
 * and one text for both: `invalid_credentials`, 'Email o contraseña incorrectos'.
 */
export function defineIdentityErrorMessages(): void {
  defineErrorMessages({
    email_taken: {
      es: 'Este email ya está registrado',
      en: 'This email is already registered',
      de: 'Diese E-Mail-Adresse ist bereits registriert',
      ru: 'Этот email уже зарегистрирован',
      mk: 'Оваа е-пошта е веќе регистрирана',
    },
    invalid_credentials: {
      es: 'Email o contraseña incorrectos',
      en: 'Incorrect email or password',
      de: 'E-Mail-Adresse oder Passwort ist falsch',
      ru: 'Неверный email или пароль',
      mk: 'Погрешна е-пошта или лозинка',
    },
    weak_password: {
      es: 'La contraseña es muy débil',
      en: 'The password is too weak',
      de: 'Das Passwort ist zu schwach',
      ru: 'Слишком слабый пароль',
      mk: 'Лозинката е премногу слаба',
    },
    // Why a password is weak: the code of its field's detail, shown next to the field.
    weak_password_common: {
      es: 'Esta contraseña figura entre las más utilizadas y se adivina en pocos intentos. Elija otra.',
      en: 'This password is among the most widely used and can be guessed in a few attempts. Please choose another.',
      de: 'Dieses Passwort gehört zu den meistverwendeten und lässt sich mit wenigen Versuchen erraten. Bitte wählen Sie ein anderes.',
      ru: 'Этот пароль — один из самых распространённых, его подбирают за несколько попыток. Выберите другой.',
      mk: 'Оваа лозинка е меѓу најкористените и се погодува со неколку обиди. Изберете друга.',
    },
    weak_password_personal: {
      es: 'La contraseña contiene su nombre, su email o el nombre de la agencia. Elija una que no se deduzca de sus datos.',
      en: "The password contains your name, your email or the agency's name. Please choose one that cannot be derived from your details.",
      de: 'Das Passwort enthält Ihren Namen, Ihre E-Mail-Adresse oder den Namen der Agentur. Bitte wählen Sie eines, das sich nicht aus Ihren Angaben ableiten lässt.',
      ru: 'Пароль содержит ваше имя, email или название агентства. Выберите пароль, который нельзя угадать по вашим данным.',
      mk: 'Лозинката го содржи вашето име, вашата е-пошта или името на агенцијата. Изберете лозинка што не може да се погоди од вашите податоци.',
    },
    weak_password_word: {
      es: 'Una sola palabra o un nombre, aunque lleve números, se adivina con facilidad. Combine varias palabras poco habituales.',
      en: 'A single word or name, even with numbers, is easy to guess. Please combine several uncommon words.',
      de: 'Ein einzelnes Wort oder ein Name ist auch mit Zahlen leicht zu erraten. Bitte kombinieren Sie mehrere ungewöhnliche Wörter.',
      ru: 'Одно слово или имя, даже с цифрами, легко угадать. Составьте пароль из нескольких необычных слов.',
      mk: 'Еден збор или име, дури и со бројки, лесно се погодува. Комбинирајте неколку невообичаени зборови.',
    },
    weak_password_pattern: {
      es: 'Las secuencias, las repeticiones y las filas del teclado se adivinan con facilidad. Combine varias palabras poco habituales.',
      en: 'Sequences, repeated characters and keyboard rows are easy to guess. Please combine several uncommon words.',
      de: 'Zeichenfolgen, Wiederholungen und Tastaturreihen sind leicht zu erraten. Bitte kombinieren Sie mehrere ungewöhnliche Wörter.',
      ru: 'Последовательности, повторы и ряды клавиш легко угадать. Составьте пароль из нескольких необычных слов.',
      mk: 'Низите, повторувањата и редовите од тастатурата лесно се погодуваат. Комбинирајте неколку невообичаени зборови.',
    },
    weak_password_date: {
      es: 'Los años y las fechas se adivinan con facilidad. Combine varias palabras poco habituales.',
      en: 'Years and dates are easy to guess. Please combine several uncommon words.',
      de: 'Jahreszahlen und Daten sind leicht zu erraten. Bitte kombinieren Sie mehrere ungewöhnliche Wörter.',
      ru: 'Годы и даты легко угадать. Составьте пароль из нескольких необычных слов.',
      mk: 'Годините и датумите лесно се погодуваат. Комбинирајте неколку невообичаени зборови.',
    },
    weak_password_guessable: {
      es: 'La contraseña se adivinaría con demasiada facilidad. Alárguela o combine varias palabras poco habituales.',
      en: 'The password would be too easy to guess. Please make it longer or combine several uncommon words.',
      de: 'Das Passwort wäre zu leicht zu erraten. Bitte verlängern Sie es oder kombinieren Sie mehrere ungewöhnliche Wörter.',
      ru: 'Такой пароль слишком легко подобрать. Сделайте его длиннее или составьте из нескольких необычных слов.',
      mk: 'Лозинката би се погодила премногу лесно. Направете ја подолга или комбинирајте неколку невообичаени зборови.',
    },
    account_disabled: {
      es: 'Esta cuenta ha sido desactivada',
      en: 'This account has been disabled',
      de: 'Dieses Konto wurde deaktiviert',
      ru: 'Этот аккаунт отключён',
      mk: 'Оваа сметка е оневозможена',
    },
    invalid_token: {
      es: 'El enlace no es válido o ya se ha utilizado',
      en: 'This link is not valid or has already been used',
      de: 'Dieser Link ist ungültig oder wurde bereits verwendet',
      ru: 'Ссылка недействительна или уже использована',
      mk: 'Врската не е важечка или веќе е искористена',
    },
    expired_token: {
      es: 'El enlace ha caducado. Solicite uno nuevo',
      en: 'This link has expired. Please ask for a new one',
      de: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an',
      ru: 'Срок действия ссылки истёк. Запросите новую',
      mk: 'Врската е истечена. Побарајте нова',
    },
    session_expired: {
      es: 'Su sesión ha expirado. Inicie sesión de nuevo',
      en: 'Your session has expired. Please sign in again',
      de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an',
      ru: 'Сеанс истёк. Войдите снова',
      mk: 'Вашата сесија истече. Најавете се повторно',
    },
    refresh_token_reused: {
      es: 'Por seguridad hemos cerrado su sesión. Inicie sesión de nuevo',
      en: 'For your security your session was ended. Please sign in again',
      de: 'Zu Ihrer Sicherheit wurde Ihre Sitzung beendet. Bitte melden Sie sich erneut an',
      ru: 'В целях безопасности сеанс завершён. Войдите снова',
      mk: 'Заради ваша безбедност, сесијата е завршена. Најавете се повторно',
    },
    invalid_current_password: {
      es: 'La contraseña actual no es correcta',
      en: 'The current password is not correct',
      de: 'Das aktuelle Passwort ist falsch',
      ru: 'Текущий пароль неверен',
      mk: 'Тековната лозинка не е точна',
    },
    passwords_do_not_match: {
      es: 'Las contraseñas no coinciden',
      en: 'Passwords do not match',
      de: 'Die Passwörter stimmen nicht überein',
      ru: 'Пароли не совпадают',
      mk: 'Лозинките не се совпаѓаат',
    },
    terms_not_accepted: {
      es: 'Debe aceptar los términos y condiciones',
      en: 'You must accept the terms and conditions',
      de: 'Sie müssen die Nutzungsbedingungen akzeptieren',
      ru: 'Необходимо принять условия использования',
      mk: 'Мора да ги прифатите условите за користење',
    },
    email_unchanged: {
      es: 'Este ya es el email de su cuenta',
      en: 'This is already the email of your account',
      de: 'Das ist bereits die E-Mail-Adresse Ihres Kontos',
      ru: 'Это уже email вашего аккаунта',
      mk: 'Ова е веќе е-поштата на вашата сметка',
    },
    cannot_change_own_role: {
      es: 'No puede cambiar su propio rol',
      en: 'You cannot change your own role',
      de: 'Sie können Ihre eigene Rolle nicht ändern',
      ru: 'Нельзя изменить собственную роль',
      mk: 'Не можете да ја промените сопствената улога',
    },
    staff_account_not_erasable: {
      es: 'Una cuenta del equipo no puede eliminarse: un propietario debe convertirla antes en cuenta de cliente',
      en: 'A staff account cannot be deleted: an owner must first make it a client account',
      de: 'Ein Mitarbeiterkonto kann nicht gelöscht werden: Ein Inhaber muss es zuerst in ein Kundenkonto umwandeln',
      ru: 'Аккаунт сотрудника нельзя удалить: сначала владелец должен сделать его клиентским',
      mk: 'Сметка на вработен не може да се избрише: сопственик мора прво да ја претвори во клиентска сметка',
    },
    cannot_disable_self: {
      es: 'No puede desactivar su propia cuenta',
      en: 'You cannot disable your own account',
      de: 'Sie können Ihr eigenes Konto nicht deaktivieren',
      ru: 'Нельзя отключить собственный аккаунт',
      mk: 'Не можете да ја оневозможите сопствената сметка',
    },
    session_not_found: {
      es: 'Esta sesión no existe',
      en: 'This session does not exist',
      de: 'Diese Sitzung gibt es nicht',
      ru: 'Такого сеанса нет',
      mk: 'Оваа сесија не постои',
    },
    user_not_found: {
      es: 'Usuario no encontrado',
      en: 'User not found',
      de: 'Benutzer nicht gefunden',
      ru: 'Пользователь не найден',
      mk: 'Корисникот не е пронајден',
    },
  });
}
