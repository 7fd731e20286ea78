import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the seller reports' error codes in the five languages. */
export function defineSellerReportErrorMessages(): void {
  defineErrorMessages({
    seller_report_link_invalid: {
      es: 'Este enlace al informe no es válido. Póngase en contacto con la agencia y le enviaremos uno nuevo.',
      en: 'This report link is not valid. Please contact the agency and we will send you a new one.',
      de: 'Dieser Link zum Bericht ist ungültig. Bitte wenden Sie sich an die Agentur, wir senden Ihnen gern einen neuen.',
      ru: 'Эта ссылка на отчёт недействительна. Свяжитесь с агентством, и мы пришлём вам новую.',
      mk: 'Оваа врска до извештајот не е валидна. Контактирајте ја агенцијата и ќе ви испратиме нова.',
    },
    seller_report_link_expired: {
      es: 'Este enlace al informe ha caducado. Póngase en contacto con la agencia y le enviaremos uno nuevo.',
      en: 'This report link has expired. Please contact the agency and we will send you a new one.',
      de: 'Dieser Link zum Bericht ist abgelaufen. Bitte wenden Sie sich an die Agentur, wir senden Ihnen gern einen neuen.',
      ru: 'Срок действия этой ссылки на отчёт истёк. Свяжитесь с агентством, и мы пришлём вам новую.',
      mk: 'Оваа врска до извештајот е истечена. Контактирајте ја агенцијата и ќе ви испратиме нова.',
    },
    seller_report_link_revoked: {
      es: 'Este enlace al informe ya no es válido. Póngase en contacto con la agencia.',
      en: 'This report link is no longer valid. Please contact the agency.',
      de: 'Dieser Link zum Bericht ist nicht mehr gültig. Bitte wenden Sie sich an die Agentur.',
      ru: 'Эта ссылка на отчёт больше не действует. Пожалуйста, свяжитесь с агентством.',
      mk: 'Оваа врска до извештајот повеќе не е валидна. Ве молиме, контактирајте ја агенцијата.',
    },
  });
}
