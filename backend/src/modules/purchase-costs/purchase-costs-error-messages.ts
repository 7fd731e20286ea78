import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the rate table's error codes in the five languages (shown next to each field). */
export function definePurchaseCostErrorMessages(): void {
  defineErrorMessages({
    invalid_rates: {
      es: 'Revise los campos marcados',
      en: 'Please check the marked fields',
      de: 'Bitte prüfen Sie die markierten Felder',
      ru: 'Проверьте отмеченные поля',
      mk: 'Проверете ги означените полиња',
    },
    invalid_rate: {
      es: 'Indique un porcentaje entre 0 y 100',
      en: 'Please enter a percentage from 0 to 100',
      de: 'Bitte geben Sie einen Prozentsatz zwischen 0 und 100 an',
      ru: 'Укажите процент от 0 до 100',
      mk: 'Внесете процент од 0 до 100',
    },
    rate_required: {
      es: 'Indique el tipo de esta fila',
      en: 'Please enter the rate of this row',
      de: 'Bitte geben Sie den Satz dieser Zeile an',
      ru: 'Укажите ставку в этой строке',
      mk: 'Внесете ја стапката во овој ред',
    },
    invalid_amount: {
      es: 'Indique un importe en euros, sin decimales y no negativo',
      en: 'Please enter a whole amount in euros, not negative',
      de: 'Bitte geben Sie einen ganzen, nicht negativen Betrag in Euro an',
      ru: 'Укажите целую неотрицательную сумму в евро',
      mk: 'Внесете цел износ во евра, не негативен',
    },
    range_not_ascending: {
      es: 'El importe máximo no puede ser inferior al mínimo',
      en: 'The highest amount cannot be below the lowest',
      de: 'Der Höchstbetrag darf nicht unter dem Mindestbetrag liegen',
      ru: 'Максимальная сумма не может быть меньше минимальной',
      mk: 'Највисокиот износ не може да биде под најнискиот',
    },
    rates_not_ascending: {
      es: 'Un tipo reducido no puede superar al tipo superior',
      en: 'A reduced rate cannot exceed the rate above it',
      de: 'Ein ermäßigter Satz darf den nächsthöheren nicht übersteigen',
      ru: 'Льготная ставка не может превышать более высокую',
      mk: 'Намалената стапка не може да ја надмине повисоката',
    },
    source_required: {
      es: 'Indique la fuente legal de este tipo',
      en: 'Please name the legal source of this rate',
      de: 'Bitte nennen Sie die Rechtsgrundlage dieses Satzes',
      ru: 'Укажите правовой источник этой ставки',
      mk: 'Наведете го правниот извор на оваа стапка',
    },
    invalid_date: {
      es: 'Indique una fecha válida',
      en: 'Please enter a valid date',
      de: 'Bitte geben Sie ein gültiges Datum an',
      ru: 'Укажите правильную дату',
      mk: 'Внесете валиден датум',
    },
    duplicate_rate: {
      es: 'Este tipo aparece dos veces',
      en: 'This rate is listed twice',
      de: 'Dieser Satz ist doppelt aufgeführt',
      ru: 'Эта ставка указана дважды',
      mk: 'Оваа стапка е наведена двапати',
    },
    missing_rate: {
      es: 'Faltan tipos en la tabla',
      en: 'Some rates are missing from the table',
      de: 'In der Tabelle fehlen Sätze',
      ru: 'В таблице не хватает ставок',
      mk: 'Во табелата недостасуваат стапки',
    },
  });
}
