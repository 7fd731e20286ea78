import type { Language } from '../../../platform/i18n/languages';

/** The words of the alert e-mails in each language (formal address, the agency's tone). */
export interface AlertMailTexts {
  newMatch: { subject: (search: string) => string; body: (search: string) => string };
  searchPriceDrop: { subject: (search: string) => string; body: (search: string) => string };
  /** A property of a saved search back on the market: its reservation fell through. */
  searchBackOnMarket: { subject: (search: string) => string; body: (search: string) => string };
  favoriteBackOnMarket: { subject: (title: string) => string; body: string };
  favoritePriceDrop: {
    subject: (title: string) => string;
    body: (before: string, now: string) => string;
  };
  digest: {
    subject: { daily: string; weekly: string };
    body: { daily: string; weekly: string };
    section: (search: string) => string;
    /** The link to a search whose news the digest shows only in part. */
    more: (count: number) => string;
  };
  badges: { new: string; backOnMarket: string; priceDrop: string };
  viewProperty: string;
  viewAll: string;
  manageAlerts: string;
  unsubscribe: { search: string; digest: string; priceDrops: string };
  why: { search: (search: string) => string; digest: string; favorite: string };
}

export const ALERT_MAIL_TEXTS: Record<Language, AlertMailTexts> = {
  es: {
    newMatch: {
      subject: (search) => `Nueva propiedad para su búsqueda «${search}»`,
      body: (search) =>
        `Acabamos de publicar una propiedad que coincide con su búsqueda guardada «${search}».`,
    },
    searchPriceDrop: {
      subject: (search) => `Bajada de precio en su búsqueda «${search}»`,
      body: (search) =>
        `Ha bajado el precio de una propiedad que coincide con su búsqueda guardada «${search}».`,
    },
    searchBackOnMarket: {
      subject: (search) => `De nuevo disponible en su búsqueda «${search}»`,
      body: (search) =>
        `Una propiedad que coincide con su búsqueda guardada «${search}» vuelve a estar disponible.`,
    },
    favoriteBackOnMarket: {
      subject: (title) => `${title} vuelve a estar disponible`,
      body: 'Nos complace informarle de que una de sus propiedades favoritas, que estaba reservada, vuelve a estar disponible.',
    },
    favoritePriceDrop: {
      subject: (title) => `Ha bajado el precio de ${title}`,
      body: (before, now) =>
        `Una de sus propiedades favoritas tiene un nuevo precio: antes ${before}, ahora ${now}.`,
    },
    digest: {
      subject: {
        daily: 'Las novedades de hoy para sus búsquedas',
        weekly: 'Las novedades de la semana para sus búsquedas',
      },
      body: {
        daily:
          'Estas son las propiedades nuevas, las que vuelven a estar disponibles y las bajadas de precio de las últimas 24 horas que coinciden con sus búsquedas guardadas.',
        weekly:
          'Estas son las propiedades nuevas, las que vuelven a estar disponibles y las bajadas de precio de los últimos siete días que coinciden con sus búsquedas guardadas.',
      },
      section: (search) => `Su búsqueda «${search}»`,
      more: (count) => `Ver la búsqueda completa (${count} novedades)`,
    },
    badges: { new: 'Nueva', backOnMarket: 'De nuevo disponible', priceDrop: 'Bajada de precio' },
    viewProperty: 'Ver la propiedad',
    viewAll: 'Ver todas las propiedades',
    manageAlerts: 'Gestionar mis avisos',
    unsubscribe: {
      search: 'Dejar de recibir avisos de esta búsqueda',
      digest: 'Dejar de recibir este resumen',
      priceDrops: 'Dejar de recibir avisos de bajadas de precio',
    },
    why: {
      search: (search) =>
        `Recibe este email porque guardó la búsqueda «${search}» con avisos en Costa Cantabria Luxury.`,
      digest: 'Recibe este email porque guardó búsquedas con avisos en Costa Cantabria Luxury.',
      favorite:
        'Recibe este email porque sigue esta propiedad entre sus favoritas en Costa Cantabria Luxury.',
    },
  },
  en: {
    newMatch: {
      subject: (search) => `A new property for your search “${search}”`,
      body: (search) => `We have just published a property that matches your saved search “${search}”.`,
    },
    searchPriceDrop: {
      subject: (search) => `A price reduction in your search “${search}”`,
      body: (search) => `A property that matches your saved search “${search}” has been reduced in price.`,
    },
    searchBackOnMarket: {
      subject: (search) => `Available again in your search “${search}”`,
      body: (search) => `A property that matches your saved search “${search}” is available again.`,
    },
    favoriteBackOnMarket: {
      subject: (title) => `${title} is available again`,
      body: 'We are pleased to let you know that one of your favourite properties, which had been reserved, is available again.',
    },
    favoritePriceDrop: {
      subject: (title) => `The price of ${title} has been reduced`,
      body: (before, now) =>
        `One of your favourite properties has a new price: formerly ${before}, now ${now}.`,
    },
    digest: {
      subject: {
        daily: "Today's news for your searches",
        weekly: "This week's news for your searches",
      },
      body: {
        daily:
          'Here are the new properties, those available again and the price reductions of the last 24 hours that match your saved searches.',
        weekly:
          'Here are the new properties, those available again and the price reductions of the last seven days that match your saved searches.',
      },
      section: (search) => `Your search “${search}”`,
      more: (count) => `See the whole search (${count} updates)`,
    },
    badges: { new: 'New', backOnMarket: 'Available again', priceDrop: 'Price reduced' },
    viewProperty: 'View the property',
    viewAll: 'View all properties',
    manageAlerts: 'Manage my alerts',
    unsubscribe: {
      search: 'Stop alerts for this search',
      digest: 'Stop this summary',
      priceDrops: 'Stop price reduction alerts',
    },
    why: {
      search: (search) =>
        `You receive this email because you saved the search “${search}” with alerts at Costa Cantabria Luxury.`,
      digest: 'You receive this email because you saved searches with alerts at Costa Cantabria Luxury.',
      favorite:
        'You receive this email because you follow this property among your favourites at Costa Cantabria Luxury.',
    },
  },
  de: {
    newMatch: {
      subject: (search) => `Eine neue Immobilie für Ihre Suche „${search}“`,
      body: (search) =>
        `Soeben haben wir eine Immobilie veröffentlicht, die zu Ihrer gespeicherten Suche „${search}“ passt.`,
    },
    searchPriceDrop: {
      subject: (search) => `Preissenkung in Ihrer Suche „${search}“`,
      body: (search) =>
        `Der Preis einer Immobilie, die zu Ihrer gespeicherten Suche „${search}“ passt, wurde gesenkt.`,
    },
    searchBackOnMarket: {
      subject: (search) => `Wieder verfügbar in Ihrer Suche „${search}“`,
      body: (search) =>
        `Eine Immobilie, die zu Ihrer gespeicherten Suche „${search}“ passt, ist wieder verfügbar.`,
    },
    favoriteBackOnMarket: {
      subject: (title) => `${title} ist wieder verfügbar`,
      body: 'Wir freuen uns, Ihnen mitzuteilen, dass einer Ihrer Favoriten, der reserviert war, wieder verfügbar ist.',
    },
    favoritePriceDrop: {
      subject: (title) => `Der Preis von ${title} wurde gesenkt`,
      body: (before, now) => `Einer Ihrer Favoriten hat einen neuen Preis: bisher ${before}, jetzt ${now}.`,
    },
    digest: {
      subject: {
        daily: 'Die Neuheiten des Tages für Ihre Suchen',
        weekly: 'Die Neuheiten der Woche für Ihre Suchen',
      },
      body: {
        daily:
          'Hier sind die neuen und die wieder verfügbaren Immobilien sowie die Preissenkungen der letzten 24 Stunden, die zu Ihren gespeicherten Suchen passen.',
        weekly:
          'Hier sind die neuen und die wieder verfügbaren Immobilien sowie die Preissenkungen der letzten sieben Tage, die zu Ihren gespeicherten Suchen passen.',
      },
      section: (search) => `Ihre Suche „${search}“`,
      more: (count) => `Die ganze Suche ansehen (${count} Neuheiten)`,
    },
    badges: { new: 'Neu', backOnMarket: 'Wieder verfügbar', priceDrop: 'Preis gesenkt' },
    viewProperty: 'Immobilie ansehen',
    viewAll: 'Alle Immobilien ansehen',
    manageAlerts: 'Meine Benachrichtigungen verwalten',
    unsubscribe: {
      search: 'Keine Benachrichtigungen mehr zu dieser Suche',
      digest: 'Diese Zusammenfassung abbestellen',
      priceDrops: 'Keine Benachrichtigungen über Preissenkungen mehr',
    },
    why: {
      search: (search) =>
        `Sie erhalten diese E-Mail, weil Sie die Suche „${search}“ mit Benachrichtigungen bei Costa Cantabria Luxury gespeichert haben.`,
      digest:
        'Sie erhalten diese E-Mail, weil Sie Suchen mit Benachrichtigungen bei Costa Cantabria Luxury gespeichert haben.',
      favorite:
        'Sie erhalten diese E-Mail, weil Sie diese Immobilie bei Costa Cantabria Luxury zu Ihren Favoriten zählen.',
    },
  },
  ru: {
    newMatch: {
      subject: (search) => `Новый объект по вашему поиску «${search}»`,
      body: (search) =>
        `Мы только что опубликовали объект, который соответствует вашему сохранённому поиску «${search}».`,
    },
    searchPriceDrop: {
      subject: (search) => `Снижение цены по вашему поиску «${search}»`,
      body: (search) =>
        `Снизилась цена объекта, который соответствует вашему сохранённому поиску «${search}».`,
    },
    searchBackOnMarket: {
      subject: (search) => `Снова в продаже по вашему поиску «${search}»`,
      body: (search) =>
        `Объект, который соответствует вашему сохранённому поиску «${search}», снова в продаже.`,
    },
    favoriteBackOnMarket: {
      subject: (title) => `Снова в продаже: ${title}`,
      body: 'С радостью сообщаем, что один из ваших избранных объектов, который был забронирован, снова в продаже.',
    },
    favoritePriceDrop: {
      subject: (title) => `Снижена цена: ${title}`,
      body: (before, now) => `У одного из ваших избранных объектов новая цена: было ${before}, стало ${now}.`,
    },
    digest: {
      subject: {
        daily: 'Новое за сегодня по вашим поискам',
        weekly: 'Новое за неделю по вашим поискам',
      },
      body: {
        daily:
          'Новые объекты, объекты, снова поступившие в продажу, и снижения цен за последние 24 часа, которые соответствуют вашим сохранённым поискам.',
        weekly:
          'Новые объекты, объекты, снова поступившие в продажу, и снижения цен за последние семь дней, которые соответствуют вашим сохранённым поискам.',
      },
      section: (search) => `Ваш поиск «${search}»`,
      more: (count) => `Открыть весь поиск (новинок: ${count})`,
    },
    badges: { new: 'Новый', backOnMarket: 'Снова в продаже', priceDrop: 'Цена снижена' },
    viewProperty: 'Посмотреть объект',
    viewAll: 'Посмотреть все объекты',
    manageAlerts: 'Управлять уведомлениями',
    unsubscribe: {
      search: 'Отписаться от уведомлений по этому поиску',
      digest: 'Отписаться от этой подборки',
      priceDrops: 'Отписаться от уведомлений о снижении цен',
    },
    why: {
      search: (search) =>
        `Вы получили это письмо, потому что сохранили поиск «${search}» с уведомлениями на сайте Costa Cantabria Luxury.`,
      digest:
        'Вы получили это письмо, потому что сохранили поиски с уведомлениями на сайте Costa Cantabria Luxury.',
      favorite:
        'Вы получили это письмо, потому что этот объект находится в вашем избранном на сайте Costa Cantabria Luxury.',
    },
  },
  mk: {
    newMatch: {
      subject: (search) => `Нов имот за вашето пребарување „${search}“`,
      body: (search) => `Штотуку објавивме имот што одговара на вашето зачувано пребарување „${search}“.`,
    },
    searchPriceDrop: {
      subject: (search) => `Намалена цена во вашето пребарување „${search}“`,
      body: (search) => `Цената на имот што одговара на вашето зачувано пребарување „${search}“ е намалена.`,
    },
    searchBackOnMarket: {
      subject: (search) => `Повторно достапен имот во вашето пребарување „${search}“`,
      body: (search) => `Имот што одговара на вашето зачувано пребарување „${search}“ е повторно достапен.`,
    },
    favoriteBackOnMarket: {
      subject: (title) => `Имотот ${title} е повторно достапен`,
      body: 'Со задоволство ве известуваме дека еден од вашите омилени имоти, кој беше резервиран, е повторно достапен.',
    },
    favoritePriceDrop: {
      subject: (title) => `Намалена е цената на ${title}`,
      body: (before, now) => `Еден од вашите омилени имоти има нова цена: претходно ${before}, сега ${now}.`,
    },
    digest: {
      subject: {
        daily: 'Новостите од денес за вашите пребарувања',
        weekly: 'Новостите од неделата за вашите пребарувања',
      },
      body: {
        daily:
          'Ова се новите имоти, повторно достапните имоти и намалените цени од последните 24 часа што одговараат на вашите зачувани пребарувања.',
        weekly:
          'Ова се новите имоти, повторно достапните имоти и намалените цени од последните седум дена што одговараат на вашите зачувани пребарувања.',
      },
      section: (search) => `Вашето пребарување „${search}“`,
      more: (count) => `Погледнете го целото пребарување (новости: ${count})`,
    },
    badges: { new: 'Нов', backOnMarket: 'Повторно достапен', priceDrop: 'Намалена цена' },
    viewProperty: 'Погледнете го имотот',
    viewAll: 'Погледнете ги сите имоти',
    manageAlerts: 'Управувајте со известувањата',
    unsubscribe: {
      search: 'Откажете ги известувањата за ова пребарување',
      digest: 'Откажете го овој преглед',
      priceDrops: 'Откажете ги известувањата за намалени цени',
    },
    why: {
      search: (search) =>
        `Ја добивате оваа е-порака затоа што го зачувавте пребарувањето „${search}“ со известувања на Costa Cantabria Luxury.`,
      digest:
        'Ја добивате оваа е-порака затоа што зачувавте пребарувања со известувања на Costa Cantabria Luxury.',
      favorite:
        'Ја добивате оваа е-порака затоа што го следите овој имот меѓу вашите омилени на Costa Cantabria Luxury.',
    },
  },
};
