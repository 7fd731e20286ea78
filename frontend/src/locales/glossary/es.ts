import type { Glossary } from './glossary';

/** Spanish, the source: formal "usted", the agency's tone. */
export const ES_GLOSSARY: Glossary = [
  {
    use: 'Le damos la bienvenida / Hola, {nombre}:',
    avoid: ['Bienvenido/a', 'Bienvenido(a)', 'Estimado/a', 'Estimado(a)'],
    reason: 'a slash for both genders reads as a form letter (review 1, #18)',
  },
  {
    use: 'usted (Solicite, Elija, Inténtelo, su sesión)',
    avoid: [
      /(?<![\p{L}])(tu|tus|tienes|puedes|debes|contigo)(?![\p{L}])/u,
      /(^|[.!?¿¡:]\s*)(Solicita|Elige|Inténtalo|Inicia|Verifica|Debes|Escríbenos)(?![\p{L}])/u,
    ],
    reason: 'a luxury brand addresses its clients as usted (review 1, #17)',
    // The spec's own texts stay verbatim.
    except:
      /^(common:guards\.deniedMessage|auth:errors\.networkRegister|platform\/http\/error-messages\.ts#forbidden\.es)$/,
  },
  {
    use: 'Anulada (la reserva)',
    avoid: ['Anulado'],
    reason: 'a payment status agrees with "la reserva" (review 2)',
    onlyIn: /paymentStatus/,
  },
  {
    use: 'en un plazo máximo de un día laborable',
    avoid: ['24 horas laborables'],
    reason: 'the site and the other languages promise one working day (review 1, #2)',
  },
  {
    use: 'carta mensual',
    avoid: ['boletín*', 'newsletter*'],
    reason: 'one name for the monthly letter: page titles, menu, Settings, unsubscribe page, e-mail, history',
  },
  {
    use: 'verificación en dos pasos',
    avoid: ['autenticación de dos factores', 'doble factor', 'verificación en dos etapas', '2FA'],
    reason: 'one name for the second factor at sign-in: sign-in, Settings, e-mails, history, errors',
  },
  {
    use: 'llave de acceso / códigos de recuperación',
    avoid: ['clave de acceso', 'passkey*', 'códigos de respaldo', 'códigos de emergencia'],
    reason: 'the names Apple and Google use in Spanish; one each for the passkey and the single-use codes',
  },
];
