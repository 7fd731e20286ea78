import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the second factor's error codes in the five languages. */
export function defineTwoFactorErrorMessages(): void {
  defineErrorMessages({
    invalid_two_factor_code: {
      es: 'El código no es correcto o ya se ha utilizado',
      en: 'The code is not correct or has already been used',
      de: 'Der Code ist nicht korrekt oder wurde bereits verwendet',
      ru: 'Код неверен или уже использован',
      mk: 'Кодот не е точен или веќе е искористен',
    },
    sign_in_ticket_invalid: {
      es: 'Por seguridad, vuelva a iniciar sesión con su contraseña',
      en: 'For your security, please sign in again with your password',
      de: 'Bitte melden Sie sich aus Sicherheitsgründen erneut mit Ihrem Passwort an',
      ru: 'В целях безопасности войдите снова, указав пароль',
      mk: 'Од безбедносни причини, најавете се повторно со вашата лозинка',
    },
    two_factor_not_enabled: {
      es: 'La verificación en dos pasos con aplicación no está activada',
      en: 'Two-step verification with an app is not turned on',
      de: 'Die Zwei-Faktor-Authentifizierung per App ist nicht aktiviert',
      ru: 'Двухэтапная проверка через приложение не включена',
      mk: 'Потврдата во два чекори со апликација не е вклучена',
    },
    two_factor_required: {
      es: 'Su función en la agencia exige la verificación en dos pasos: configure otro método antes de retirar el actual',
      en: 'Your role requires two-step verification: please set up another method before removing this one',
      de: 'Ihre Rolle erfordert die Zwei-Faktor-Authentifizierung: Richten Sie eine andere Methode ein, bevor Sie diese entfernen',
      ru: 'Для вашей роли двухэтапная проверка обязательна: настройте другой способ, прежде чем удалить этот',
      mk: 'За вашата улога потврдата во два чекори е задолжителна: поставете друг начин пред да го отстраните овој',
    },
    two_factor_setup_expired: {
      es: 'La configuración ha caducado. Vuelva a empezar',
      en: 'The setup has expired. Please start again',
      de: 'Die Einrichtung ist abgelaufen. Bitte beginnen Sie erneut',
      ru: 'Время настройки истекло. Начните заново',
      mk: 'Поставувањето истече. Започнете одново',
    },
    passkey_not_verified: {
      es: 'No se ha podido confirmar la llave de acceso. Inténtelo de nuevo',
      en: 'The passkey could not be confirmed. Please try again',
      de: 'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut',
      ru: 'Не удалось подтвердить ключ доступа. Попробуйте ещё раз',
      mk: 'Клучот за пристап не може да се потврди. Обидете се повторно',
    },
    passkey_exists: {
      es: 'Esta llave de acceso ya está registrada',
      en: 'This passkey is already registered',
      de: 'Dieser Passkey ist bereits registriert',
      ru: 'Этот ключ доступа уже зарегистрирован',
      mk: 'Овој клуч за пристап е веќе регистриран',
    },
    passkey_not_found: {
      es: 'Esta llave de acceso no existe',
      en: 'This passkey does not exist',
      de: 'Dieser Passkey existiert nicht',
      ru: 'Такого ключа доступа нет',
      mk: 'Овој клуч за пристап не постои',
    },
    cannot_reset_own_two_factor: {
      es: 'No puede restablecer su propia verificación en dos pasos',
      en: 'You cannot reset your own two-step verification',
      de: 'Sie können Ihre eigene Zwei-Faktor-Authentifizierung nicht zurücksetzen',
      ru: 'Нельзя сбросить собственную двухэтапную проверку',
      mk: 'Не можете да ја обновите сопствената потврда во два чекори',
    },
  });
}
