import type { PurchaseCostRate } from '../domain/purchase-cost-rates';

const REVIEWED = '2026-11-27';
const CANTABRIA_TAXES = 'https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028';
const ITP_SOURCE =
  'Decreto Legislativo 62/2008 de Cantabria (texto refundido de tributos cedidos), art. 9, en la redacción de la Ley de Cantabria 3/2023, de 26 de diciembre (BOE-A-2024-1373)';

/**
 * The rates in force when the table was first recorded; owners keep them current in the back office.
 * Fee ranges are the agency's estimates of the official tariffs (notaries and registrars charge by
 * regulated scales that grow slowly with the price), not a quote.
 */
export const RATES_IN_FORCE: PurchaseCostRate[] = [
  {
    key: 'itp_general',
    ratePct: 9,
    maxValueEur: null,
    minEur: null,
    maxEur: null,
    source: ITP_SOURCE,
    sourceUrl: CANTABRIA_TAXES,
    effectiveFrom: '2024-01-01',
    reviewedOn: REVIEWED,
  },
  {
    // The whole value pays 7 % when it is below 200,000 €, and the general rate from there on.
    key: 'itp_habitual_residence',
    ratePct: 7,
    maxValueEur: 200_000,
    minEur: null,
    maxEur: null,
    source: ITP_SOURCE,
    sourceUrl: CANTABRIA_TAXES,
    effectiveFrom: '2024-01-01',
    reviewedOn: REVIEWED,
  },
  {
    key: 'itp_habitual_residence_special',
    ratePct: 4,
    maxValueEur: null,
    minEur: null,
    maxEur: null,
    source: ITP_SOURCE,
    sourceUrl: CANTABRIA_TAXES,
    effectiveFrom: '2024-01-01',
    reviewedOn: REVIEWED,
  },
  {
    key: 'iva_dwelling',
    ratePct: 10,
    maxValueEur: null,
    minEur: null,
    maxEur: null,
    source: 'Ley 37/1992, del Impuesto sobre el Valor Añadido, art. 91.Uno.1.7º',
    sourceUrl: 'https://www.boe.es/buscar/act.php?id=BOE-A-1992-28740',
    effectiveFrom: '1993-01-01',
    reviewedOn: REVIEWED,
  },
  {
    key: 'ajd_general',
    ratePct: 1.5,
    maxValueEur: null,
    minEur: null,
    maxEur: null,
    source:
      'Decreto Legislativo 62/2008 de Cantabria (texto refundido de tributos cedidos), art. 11 (Actos Jurídicos Documentados)',
    sourceUrl: CANTABRIA_TAXES,
    effectiveFrom: '2012-01-01',
    reviewedOn: REVIEWED,
  },
  {
    key: 'ajd_mortgage_buyer',
    ratePct: 0,
    maxValueEur: null,
    minEur: null,
    maxEur: null,
    source:
      'Real Decreto-ley 17/2018 (art. 29 del texto refundido del ITPAJD: el prestamista paga el AJD de la hipoteca) y Ley 5/2019, de contratos de crédito inmobiliario, art. 14.1.e)',
    sourceUrl: 'https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814',
    effectiveFrom: '2018-11-10',
    reviewedOn: REVIEWED,
  },
  {
    key: 'notary',
    ratePct: 0.3,
    maxValueEur: null,
    minEur: 600,
    maxEur: 1500,
    source: 'Real Decreto 1426/1989, arancel de los notarios (escritura de compraventa)',
    sourceUrl: 'https://www.boe.es/buscar/act.php?id=BOE-A-1989-27986',
    effectiveFrom: '1989-11-29',
    reviewedOn: REVIEWED,
  },
  {
    key: 'land_registry',
    ratePct: 0.15,
    maxValueEur: null,
    minEur: 400,
    maxEur: 1000,
    source: 'Real Decreto 1427/1989, arancel de los registradores de la propiedad',
    sourceUrl: 'https://www.boe.es/buscar/act.php?id=BOE-A-1989-27987',
    effectiveFrom: '1989-11-29',
    reviewedOn: REVIEWED,
  },
  {
    key: 'gestoria',
    ratePct: null,
    maxValueEur: null,
    minEur: 300,
    maxEur: 600,
    source: 'Honorarios libres; horquilla habitual de gestorías independientes en Cantabria',
    sourceUrl: null,
    effectiveFrom: '2026-01-01',
    reviewedOn: REVIEWED,
  },
  {
    key: 'valuation',
    ratePct: null,
    maxValueEur: null,
    minEur: 300,
    maxEur: 600,
    source: 'Ley 5/2019, art. 14.1.e): la tasación corre a cargo del prestatario; precio libre',
    sourceUrl: 'https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814',
    effectiveFrom: '2019-06-16',
    reviewedOn: REVIEWED,
  },
  {
    key: 'financing_resident',
    ratePct: 80,
    maxValueEur: null,
    minEur: null,
    maxEur: null,
    source: 'Práctica bancaria habitual en España para residentes (orientativo, no una norma)',
    sourceUrl: null,
    effectiveFrom: '2026-01-01',
    reviewedOn: REVIEWED,
  },
  {
    key: 'financing_non_resident',
    ratePct: 70,
    maxValueEur: null,
    minEur: null,
    maxEur: null,
    source: 'Práctica bancaria habitual en España para no residentes: 60-70 % (orientativo, no una norma)',
    sourceUrl: null,
    effectiveFrom: '2026-01-01',
    reviewedOn: REVIEWED,
  },
];
