import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the viewing error codes in the five languages. */
export function defineViewingErrorMessages(): void {
  defineErrorMessages({
    invalid_viewing_slots: {
      es: 'Algunos de los horarios elegidos no están disponibles.',
      en: 'Some of the times you have chosen are not available.',
      de: 'Einige der gewählten Termine sind nicht verfügbar.',
      ru: 'Некоторые из выбранных вами вариантов времени недоступны.',
      mk: 'Некои од избраните термини не се достапни.',
    },
    slot_date_invalid: {
      es: 'Esta fecha no existe.',
      en: 'This date does not exist.',
      de: 'Dieses Datum gibt es nicht.',
      ru: 'Такой даты не существует.',
      mk: 'Овој датум не постои.',
    },
    slot_outside_office_hours: {
      es: 'Las visitas son de lunes a viernes, con inicio entre las 9:00 y las 18:00 (hora de Madrid), en punto o y media.',
      en: 'Viewings take place Monday to Friday, starting between 9:00 and 18:00 (Madrid time), on the hour or half hour.',
      de: 'Besichtigungen finden Montag bis Freitag statt, Beginn zwischen 9:00 und 18:00 Uhr (Madrider Zeit), zur vollen oder halben Stunde.',
      ru: 'Просмотры проходят с понедельника по пятницу, начало с 9:00 до 18:00 (по мадридскому времени), ровно или в половине часа.',
      mk: 'Разгледувањата се од понеделник до петок, со почеток меѓу 9:00 и 18:00 (мадридско време), на цел час или половина.',
    },
    slot_too_soon: {
      es: 'Elija un horario con al menos 24 horas de antelación.',
      en: 'Please choose a time at least 24 hours ahead.',
      de: 'Bitte wählen Sie einen Termin mindestens 24 Stunden im Voraus.',
      ru: 'Выберите время не ранее чем через 24 часа.',
      mk: 'Изберете термин најмалку 24 часа однапред.',
    },
    slot_too_far: {
      es: 'Elija una fecha dentro de los próximos 60 días.',
      en: 'Please choose a date within the next 60 days.',
      de: 'Bitte wählen Sie ein Datum innerhalb der nächsten 60 Tage.',
      ru: 'Выберите дату в пределах ближайших 60 дней.',
      mk: 'Изберете датум во следните 60 дена.',
    },
    slot_duplicate: {
      es: 'Este horario ya figura entre sus opciones.',
      en: 'This time is already one of your choices.',
      de: 'Dieser Termin ist bereits unter Ihren Wünschen.',
      ru: 'Это время уже есть среди ваших вариантов.',
      mk: 'Овој термин веќе е меѓу вашите избори.',
    },
    viewing_not_found: {
      es: 'Esta visita no existe.',
      en: 'This viewing does not exist.',
      de: 'Diese Besichtigung gibt es nicht.',
      ru: 'Такого просмотра не существует.',
      mk: 'Ова разгледување не постои.',
    },
    viewing_status_conflict: {
      es: 'La visita ha cambiado entretanto y ya no admite este paso. Actualice la página.',
      en: 'The viewing has changed in the meantime and no longer allows this step. Please refresh the page.',
      de: 'Die Besichtigung hat sich inzwischen geändert und erlaubt diesen Schritt nicht mehr. Bitte laden Sie die Seite neu.',
      ru: 'Просмотр тем временем изменился, и этот шаг больше невозможен. Обновите страницу.',
      mk: 'Разгледувањето во меѓувреме се промени и овој чекор повеќе не е можен. Освежете ја страницата.',
    },
    viewing_change_too_late: {
      es: 'Una visita confirmada puede cancelarse o cambiarse en línea hasta 2 horas antes. Llámenos, por favor.',
      en: 'A confirmed viewing can be cancelled or changed online until 2 hours before it. Please call us.',
      de: 'Eine bestätigte Besichtigung kann bis 2 Stunden vorher online abgesagt oder geändert werden. Bitte rufen Sie uns an.',
      ru: 'Подтверждённый просмотр можно отменить или изменить онлайн не позднее чем за 2 часа. Пожалуйста, позвоните нам.',
      mk: 'Потврдено разгледување може да се откаже или промени онлајн до 2 часа пред него. Ве молиме јавете ни се.',
    },
    viewing_proposal_past: {
      es: 'El horario propuesto ya ha pasado. Indíquenos otros horarios.',
      en: 'The proposed time has passed. Please suggest other times.',
      de: 'Der vorgeschlagene Termin ist verstrichen. Bitte nennen Sie uns andere Termine.',
      ru: 'Предложенное время уже прошло. Предложите, пожалуйста, другое.',
      mk: 'Предложениот термин помина. Предложете други термини.',
    },
    viewing_not_started: {
      es: 'La visita aún no ha tenido lugar.',
      en: 'The viewing has not taken place yet.',
      de: 'Die Besichtigung hat noch nicht stattgefunden.',
      ru: 'Просмотр ещё не состоялся.',
      mk: 'Разгледувањето сè уште не се одржало.',
    },
    viewing_not_confirmed: {
      es: 'Solo una visita confirmada puede añadirse al calendario.',
      en: 'Only a confirmed viewing can be added to a calendar.',
      de: 'Nur eine bestätigte Besichtigung kann in den Kalender übernommen werden.',
      ru: 'В календарь можно добавить только подтверждённый просмотр.',
      mk: 'Само потврдено разгледување може да се додаде во календар.',
    },
    viewing_slot_unknown: {
      es: 'La visita no tiene ese horario.',
      en: 'The viewing has no such time.',
      de: 'Diesen Termin hat die Besichtigung nicht.',
      ru: 'У этого просмотра нет такого времени.',
      mk: 'Разгледувањето нема таков термин.',
    },
    viewing_agent_unknown: {
      es: 'Elija un agente del equipo.',
      en: 'Please choose an agent from the team.',
      de: 'Bitte wählen Sie einen Berater aus dem Team.',
      ru: 'Выберите агента из команды.',
      mk: 'Изберете агент од тимот.',
    },
    agent_slot_taken: {
      es: 'Este agente ya tiene una visita a esa hora. Elija otro agente u otro horario.',
      en: 'This agent already has a viewing at that time. Please choose another agent or time.',
      de: 'Dieser Berater hat zu dieser Zeit bereits eine Besichtigung. Bitte wählen Sie einen anderen Berater oder Termin.',
      ru: 'У этого агента уже есть просмотр в это время. Выберите другого агента или другое время.',
      mk: 'Овој агент веќе има разгледување во тоа време. Изберете друг агент или термин.',
    },
  });
}
