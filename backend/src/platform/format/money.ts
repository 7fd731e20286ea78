/**
 * Euro amounts as the agency writes them, on the site, in the server-rendered pages and in every e-mail,
 * whatever the reader's language: the Spanish convention, because the agency quotes in Spain and a price
 * must read the same in a Russian e-mail as on the Spanish page it links to. Intl's es-ES groups thousands
 * with a dot from five digits on ("1170 €", "45.000 €", "1.850.000 €"), as Spanish style guides do.
 *
 * Prices, fees and quotes are whole euros. Cents appear only where an amount has them (a tax or a monthly
 * payment computed to the cent), and amounts read together (the rows of one table) share one precision:
 * "7500,00 €" next to "45.000,00 €", never "7500 €" next to "45.000,00 €".
 *
 * Shared with the SPA (frontend/src/lib/format/format.ts re-exports it): no imports, nothing but Intl.
 */

const euros = (fractionDigits: number) =>
  new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

const wholeEuros = euros(0);
const eurosAndCents = euros(2);
const millions = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** A price, fee or quote in whole euros ("1170 €", "2.850.000 €"). */
export function formatPrice(amountEur: number): string {
  return wholeEuros.format(amountEur);
}

/** Whether an amount has cents once rounded to the cent (7500.004 has none). */
export function hasCents(amountEur: number): boolean {
  return Math.round(Math.abs(amountEur) * 100) % 100 !== 0;
}

/**
 * The format of amounts shown together, one table or one summary: with cents on every one of them when
 * any has cents ("7500,00 €", "45.000,00 €", "1.422,63 €"), in whole euros otherwise.
 */
export function priceFormatFor(amountsEur: readonly number[]): (amountEur: number) => string {
  return amountsEur.some(hasCents) ? (amount) => eurosAndCents.format(amount) : formatPrice;
}

/** A price short enough for a map marker: millions as "1,2 M €", anything less in full ("850.000 €"). */
export function formatShortPrice(amountEur: number): string {
  return amountEur >= 1_000_000
    ? `${millions.format(amountEur / 1_000_000)}\u00a0M\u00a0€`
    : formatPrice(amountEur);
}
