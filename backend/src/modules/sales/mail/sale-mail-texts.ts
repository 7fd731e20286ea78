import type { Language } from '../../../platform/i18n/languages';

type About = (title: string) => string;

/** The words of the sale e-mails in each language (formal address, the agency's tone). */
export interface SaleMailTexts {
  /** For amounts and dates: the locale whose words the reader reads. */
  locale: string;
  offers: string;
  phone: string;
  amount: string;
  validUntil: string;
  received: { subject: About; body: About };
  presented: { subject: About; body: About };
  accepted: { subject: About; body: About };
  rejected: { subject: About; body: About };
  countered: { subject: About; body: About; answer: string };
  expired: { subject: About; body: About };
  closed: { subject: About; body: About };
  reserved: { subject: About; body: About; deposit: string; dueOn: string };
  completed: { subject: About; body: About; deedDate: string };
  sellerCompleted: { subject: About; body: About; finalPrice: string; deedDate: string };
}

export const SALE_MAIL_TEXTS: Record<Language, SaleMailTexts> = {
  es: {
    locale: 'es-ES',
    offers: 'Ver mis ofertas',
    phone: 'Si desea comentar cualquier detalle, estaremos encantados de atenderle por teléfono.',
    amount: 'Importe:',
    validUntil: 'Válida hasta:',
    received: {
      subject: (title) => `Hemos recibido su oferta: ${title}`,
      body: (title) =>
        `Gracias por su oferta por ${title}. La presentaremos al vendedor y le informaremos de su respuesta.`,
    },
    presented: {
      subject: (title) => `Su oferta ha sido presentada al vendedor: ${title}`,
      body: (title) =>
        `Hemos presentado su oferta por ${title} al vendedor. Le comunicaremos su respuesta en cuanto la recibamos.`,
    },
    accepted: {
      subject: (title) => `El vendedor ha aceptado su oferta: ${title}`,
      body: (title) =>
        `Nos complace comunicarle que el vendedor ha aceptado su oferta por ${title}. Nos pondremos en contacto con usted para preparar la reserva y las arras.`,
    },
    rejected: {
      subject: (title) => `Respuesta a su oferta: ${title}`,
      body: (title) =>
        `Lamentamos comunicarle que el vendedor no ha aceptado su oferta por ${title}. Quedamos a su disposición para estudiar otras opciones.`,
    },
    countered: {
      subject: (title) => `El vendedor le propone una contraoferta: ${title}`,
      body: (title) =>
        `El vendedor de ${title} ha respondido a su oferta con una contraoferta. Puede aceptarla, rechazarla o proponer otras condiciones desde su área personal.`,
      answer: 'Responder a la contraoferta',
    },
    expired: {
      subject: (title) => `Su oferta ha vencido: ${title}`,
      body: (title) =>
        `El plazo de validez de la oferta por ${title} ha concluido sin respuesta. Si lo desea, puede presentar una nueva oferta.`,
    },
    closed: {
      subject: (title) => `Sobre su oferta: ${title}`,
      body: (title) =>
        `Le agradecemos sinceramente su interés en ${title}. El vendedor ha aceptado otra oferta, por lo que la suya queda cerrada. Será un placer ayudarle a encontrar otra propiedad a su medida.`,
    },
    reserved: {
      subject: (title) => `Reserva confirmada: ${title}`,
      body: (title) => `Confirmamos la reserva de ${title} a su favor.`,
      deposit: 'Arras:',
      dueOn: 'Fecha límite de pago de las arras:',
    },
    completed: {
      subject: (title) => `Enhorabuena por su nueva propiedad: ${title}`,
      body: (title) =>
        `Enhorabuena: la compraventa de ${title} se ha completado. Ha sido un placer acompañarle en este proceso.`,
      deedDate: 'Fecha de la escritura:',
    },
    sellerCompleted: {
      subject: (title) => `Venta completada: ${title}`,
      body: (title) =>
        `Le confirmamos que la venta de ${title} se ha completado con la firma de la escritura. Gracias por confiar en nosotros.`,
      finalPrice: 'Precio de venta:',
      deedDate: 'Fecha de la escritura:',
    },
  },
  en: {
    locale: 'en-GB',
    offers: 'View my offers',
    phone: 'Should you wish to discuss any detail, we will be delighted to speak with you by phone.',
    amount: 'Amount:',
    validUntil: 'Valid until:',
    received: {
      subject: (title) => `We have received your offer: ${title}`,
      body: (title) =>
        `Thank you for your offer for ${title}. We will present it to the seller and let you know their answer.`,
    },
    presented: {
      subject: (title) => `Your offer has been presented to the seller: ${title}`,
      body: (title) =>
        `We have presented your offer for ${title} to the seller. We will let you know their answer as soon as we receive it.`,
    },
    accepted: {
      subject: (title) => `The seller has accepted your offer: ${title}`,
      body: (title) =>
        `We are delighted to tell you that the seller has accepted your offer for ${title}. We will contact you to prepare the reservation and the deposit.`,
    },
    rejected: {
      subject: (title) => `About your offer: ${title}`,
      body: (title) =>
        `We regret to tell you that the seller has not accepted your offer for ${title}. We remain at your disposal to explore other options.`,
    },
    countered: {
      subject: (title) => `The seller has made a counter-offer: ${title}`,
      body: (title) =>
        `The seller of ${title} has answered your offer with a counter-offer. You may accept it, decline it or propose other terms from your personal area.`,
      answer: 'Answer the counter-offer',
    },
    expired: {
      subject: (title) => `Your offer has expired: ${title}`,
      body: (title) =>
        `The validity of your offer for ${title} has ended without an answer. You are welcome to make a new offer.`,
    },
    closed: {
      subject: (title) => `About your offer: ${title}`,
      body: (title) =>
        `We sincerely thank you for your interest in ${title}. The seller has accepted another offer, so yours is now closed. It would be a pleasure to help you find another property that suits you.`,
    },
    reserved: {
      subject: (title) => `Reservation confirmed: ${title}`,
      body: (title) => `We confirm the reservation of ${title} in your name.`,
      deposit: 'Deposit:',
      dueOn: 'Deposit due by:',
    },
    completed: {
      subject: (title) => `Congratulations on your new property: ${title}`,
      body: (title) =>
        `Congratulations: the purchase of ${title} is complete. It has been a pleasure to accompany you throughout.`,
      deedDate: 'Date of the deed:',
    },
    sellerCompleted: {
      subject: (title) => `Sale completed: ${title}`,
      body: (title) =>
        `We confirm that the sale of ${title} has been completed with the signing of the deed. Thank you for your trust.`,
      finalPrice: 'Sale price:',
      deedDate: 'Date of the deed:',
    },
  },
  de: {
    locale: 'de-DE',
    offers: 'Meine Angebote ansehen',
    phone: 'Wenn Sie Einzelheiten besprechen möchten, sind wir gerne telefonisch für Sie da.',
    amount: 'Betrag:',
    validUntil: 'Gültig bis:',
    received: {
      subject: (title) => `Wir haben Ihr Angebot erhalten: ${title}`,
      body: (title) =>
        `Vielen Dank für Ihr Angebot für ${title}. Wir legen es dem Verkäufer vor und teilen Ihnen seine Antwort mit.`,
    },
    presented: {
      subject: (title) => `Ihr Angebot wurde dem Verkäufer vorgelegt: ${title}`,
      body: (title) =>
        `Wir haben Ihr Angebot für ${title} dem Verkäufer vorgelegt. Sobald uns seine Antwort vorliegt, teilen wir sie Ihnen mit.`,
    },
    accepted: {
      subject: (title) => `Der Verkäufer hat Ihr Angebot angenommen: ${title}`,
      body: (title) =>
        `Wir freuen uns, Ihnen mitzuteilen, dass der Verkäufer Ihr Angebot für ${title} angenommen hat. Wir melden uns bei Ihnen, um die Reservierung und die Anzahlung vorzubereiten.`,
    },
    rejected: {
      subject: (title) => `Zu Ihrem Angebot: ${title}`,
      body: (title) =>
        `Leider müssen wir Ihnen mitteilen, dass der Verkäufer Ihr Angebot für ${title} nicht angenommen hat. Gerne prüfen wir mit Ihnen andere Möglichkeiten.`,
    },
    countered: {
      subject: (title) => `Der Verkäufer unterbreitet Ihnen ein Gegenangebot: ${title}`,
      body: (title) =>
        `Der Verkäufer von ${title} hat auf Ihr Angebot mit einem Gegenangebot geantwortet. Sie können es in Ihrem persönlichen Bereich annehmen, ablehnen oder andere Bedingungen vorschlagen.`,
      answer: 'Auf das Gegenangebot antworten',
    },
    expired: {
      subject: (title) => `Ihr Angebot ist abgelaufen: ${title}`,
      body: (title) =>
        `Die Gültigkeit Ihres Angebots für ${title} ist ohne Antwort abgelaufen. Gerne können Sie ein neues Angebot abgeben.`,
    },
    closed: {
      subject: (title) => `Zu Ihrem Angebot: ${title}`,
      body: (title) =>
        `Wir danken Ihnen aufrichtig für Ihr Interesse an ${title}. Der Verkäufer hat ein anderes Angebot angenommen, daher ist Ihr Angebot nun geschlossen. Gerne helfen wir Ihnen, eine andere passende Immobilie zu finden.`,
    },
    reserved: {
      subject: (title) => `Reservierung bestätigt: ${title}`,
      body: (title) => `Wir bestätigen die Reservierung von ${title} zu Ihren Gunsten.`,
      deposit: 'Anzahlung:',
      dueOn: 'Anzahlung fällig bis:',
    },
    completed: {
      subject: (title) => `Herzlichen Glückwunsch zu Ihrer neuen Immobilie: ${title}`,
      body: (title) =>
        `Herzlichen Glückwunsch: Der Kauf von ${title} ist abgeschlossen. Es war uns eine Freude, Sie dabei zu begleiten.`,
      deedDate: 'Datum der Beurkundung:',
    },
    sellerCompleted: {
      subject: (title) => `Verkauf abgeschlossen: ${title}`,
      body: (title) =>
        `Wir bestätigen Ihnen, dass der Verkauf von ${title} mit der Beurkundung abgeschlossen ist. Vielen Dank für Ihr Vertrauen.`,
      finalPrice: 'Verkaufspreis:',
      deedDate: 'Datum der Beurkundung:',
    },
  },
  ru: {
    locale: 'ru-RU',
    offers: 'Мои предложения',
    phone: 'Если вы хотите обсудить какие-либо детали, мы будем рады поговорить с вами по телефону.',
    amount: 'Сумма:',
    validUntil: 'Действительно до:',
    received: {
      subject: (title) => `Мы получили ваше предложение: ${title}`,
      body: (title) =>
        `Благодарим вас за предложение по объекту ${title}. Мы представим его продавцу и сообщим вам его ответ.`,
    },
    presented: {
      subject: (title) => `Ваше предложение представлено продавцу: ${title}`,
      body: (title) =>
        `Мы представили продавцу ваше предложение по объекту ${title}. Мы сообщим вам его ответ, как только получим его.`,
    },
    accepted: {
      subject: (title) => `Продавец принял ваше предложение: ${title}`,
      body: (title) =>
        `Рады сообщить, что продавец принял ваше предложение по объекту ${title}. Мы свяжемся с вами, чтобы подготовить бронирование и задаток.`,
    },
    rejected: {
      subject: (title) => `О вашем предложении: ${title}`,
      body: (title) =>
        `К сожалению, продавец не принял ваше предложение по объекту ${title}. Мы будем рады рассмотреть с вами другие варианты.`,
    },
    countered: {
      subject: (title) => `Продавец сделал встречное предложение: ${title}`,
      body: (title) =>
        `Продавец объекта ${title} ответил на ваше предложение встречным предложением. Вы можете принять его, отклонить или предложить другие условия в личном кабинете.`,
      answer: 'Ответить на встречное предложение',
    },
    expired: {
      subject: (title) => `Срок действия вашего предложения истёк: ${title}`,
      body: (title) =>
        `Срок действия вашего предложения по объекту ${title} истёк без ответа. При желании вы можете сделать новое предложение.`,
    },
    closed: {
      subject: (title) => `О вашем предложении: ${title}`,
      body: (title) =>
        `Искренне благодарим вас за интерес к объекту ${title}. Продавец принял другое предложение, поэтому ваше предложение закрыто. Мы будем рады помочь вам найти другой объект по вашему вкусу.`,
    },
    reserved: {
      subject: (title) => `Бронирование подтверждено: ${title}`,
      body: (title) => `Подтверждаем бронирование объекта ${title} на ваше имя.`,
      deposit: 'Задаток:',
      dueOn: 'Срок внесения задатка:',
    },
    completed: {
      subject: (title) => `Поздравляем с приобретением: ${title}`,
      body: (title) =>
        `Поздравляем: сделка по покупке объекта ${title} завершена. Нам было приятно сопровождать вас на всех её этапах.`,
      deedDate: 'Дата подписания договора купли-продажи:',
    },
    sellerCompleted: {
      subject: (title) => `Продажа завершена: ${title}`,
      body: (title) =>
        `Подтверждаем, что продажа объекта ${title} завершена подписанием договора купли-продажи. Благодарим вас за доверие.`,
      finalPrice: 'Цена продажи:',
      deedDate: 'Дата подписания договора купли-продажи:',
    },
  },
  mk: {
    locale: 'mk-MK',
    offers: 'Мои понуди',
    phone: 'Доколку сакате да разговараме за некој детал, со задоволство ќе ви се обратиме по телефон.',
    amount: 'Износ:',
    validUntil: 'Важи до:',
    received: {
      subject: (title) => `Ја примивме вашата понуда: ${title}`,
      body: (title) =>
        `Ви благодариме за понудата за ${title}. Ќе ја претставиме на продавачот и ќе ве известиме за неговиот одговор.`,
    },
    presented: {
      subject: (title) => `Вашата понуда е претставена на продавачот: ${title}`,
      body: (title) =>
        `Ја претставивме вашата понуда за ${title} на продавачот. Ќе ве известиме за неговиот одговор штом го добиеме.`,
    },
    accepted: {
      subject: (title) => `Продавачот ја прифати вашата понуда: ${title}`,
      body: (title) =>
        `Со задоволство ве известуваме дека продавачот ја прифати вашата понуда за ${title}. Ќе ве контактираме за да ги подготвиме резервацијата и капарот.`,
    },
    rejected: {
      subject: (title) => `За вашата понуда: ${title}`,
      body: (title) =>
        `Со жалење ве известуваме дека продавачот не ја прифати вашата понуда за ${title}. Стоиме на располагање да разгледаме други можности.`,
    },
    countered: {
      subject: (title) => `Продавачот ви упати контрапонуда: ${title}`,
      body: (title) =>
        `Продавачот на ${title} одговори на вашата понуда со контрапонуда. Можете да ја прифатите, одбиете или да предложите други услови во вашиот личен простор.`,
      answer: 'Одговорете на контрапонудата',
    },
    expired: {
      subject: (title) => `Вашата понуда истече: ${title}`,
      body: (title) =>
        `Рокот на важност на вашата понуда за ${title} истече без одговор. Доколку сакате, можете да дадете нова понуда.`,
    },
    closed: {
      subject: (title) => `За вашата понуда: ${title}`,
      body: (title) =>
        `Искрено ви благодариме за интересот за ${title}. Продавачот прифати друга понуда, па вашата понуда е затворена. Со задоволство ќе ви помогнеме да најдете друг имот по ваша мерка.`,
    },
    reserved: {
      subject: (title) => `Резервацијата е потврдена: ${title}`,
      body: (title) => `Ја потврдуваме резервацијата на ${title} во ваша корист.`,
      deposit: 'Капар:',
      dueOn: 'Рок за уплата на капарот:',
    },
    completed: {
      subject: (title) => `Честитки за вашиот нов имот: ${title}`,
      body: (title) =>
        `Честитки: купопродажбата на ${title} е завршена. Ни беше задоволство да ве придружуваме во овој процес.`,
      deedDate: 'Датум на нотарскиот акт:',
    },
    sellerCompleted: {
      subject: (title) => `Продажбата е завршена: ${title}`,
      body: (title) =>
        `Ви потврдуваме дека продажбата на ${title} е завршена со потпишувањето на нотарскиот акт. Ви благодариме за довербата.`,
      finalPrice: 'Продажна цена:',
      deedDate: 'Датум на нотарскиот акт:',
    },
  },
};
