import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { MakeOfferCommand, type OfferRequest } from '../commands/make-offer/make-offer.command';
import { ChangeSaleCommand, type SaleChange } from '../commands/sale-steps/change-sale.command';
import { addDays, madridDate } from '../../../platform/time/madrid-calendar';

/** Fixed ids, so a second seed adds nothing. */
const CASONA_CLIENT_OFFER = '5a1e0ffe-5eed-4000-8000-000000000001';
const CASONA_COUNTERED_OFFER = '5a1e0ffe-5eed-4000-8000-000000000002';
const ATTIC_RESERVED_OFFER = '5a1e0ffe-5eed-4000-8000-000000000003';

export interface SampleSaleBuyers {
  /** The demo client, who follows their offer in the panel. */
  client: string;
  /** Two fictional buyers (identity's sample buyers). */
  others: readonly [string, string];
}

/** Makes the offer unless the seed did before; true when it is new, so its later steps are taken once too. */
async function offerOnce(commands: CommandBus, offerId: string, request: OfferRequest): Promise<boolean> {
  try {
    await commands.execute(new MakeOfferCommand(request, offerId));
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'offer_exists') return false;
    throw error;
  }
}

/**
 * Sale activity on two of the properties with a mandate, through the ordinary command path: the casona has
 * two competing offers, the demo client's presented to the seller and another buyer's countered by the
 * seller; the ático's offer was accepted and the property reserved, its deposit due in twelve days. Nothing
 * is completed, so every sample property stays listed (the ático as reserved). The villa keeps no sale: it is
 * the property the viewings and the browser tests use.
 */
export async function seedSales(commands: CommandBus, buyers: SampleSaleBuyers, now: Date): Promise<void> {
  const today = madridDate(now);
  const step = (propertyId: string, change: SaleChange) =>
    commands.execute(new ChangeSaleCommand(propertyId, change));

  const casona = 'casona-montanesa-comillas';
  if (
    await offerOnce(commands, CASONA_CLIENT_OFFER, {
      clientId: buyers.client,
      propertyId: casona,
      amountEur: 1_150_000,
      financing: 'cash',
      conditions: 'Firma de la escritura antes del verano.',
      validUntil: addDays(today, 14),
      source: 'client',
    })
  ) {
    await step(casona, { type: 'PresentOffer', offerId: CASONA_CLIENT_OFFER });
  }
  if (
    await offerOnce(commands, CASONA_COUNTERED_OFFER, {
      clientId: buyers.others[0],
      propertyId: casona,
      amountEur: 1_120_000,
      financing: 'mortgage_approved',
      conditions: 'Sujeta a una inspección de la cubierta y de la fachada de piedra.',
      validUntil: addDays(today, 10),
      source: 'staff',
    })
  ) {
    await step(casona, { type: 'PresentOffer', offerId: CASONA_COUNTERED_OFFER });
    await step(casona, {
      type: 'CounterOffer',
      offerId: CASONA_COUNTERED_OFFER,
      by: 'seller',
      amountEur: 1_210_000,
      conditions: 'La vendedora acepta la inspección; el mobiliario antiguo no se incluye.',
      validUntil: addDays(today, 7),
    });
  }

  const attic = 'atico-puerto-castro-urdiales';
  if (
    await offerOnce(commands, ATTIC_RESERVED_OFFER, {
      clientId: buyers.others[1],
      propertyId: attic,
      amountEur: 680_000,
      financing: 'mortgage_approved',
      conditions: 'Entrega con la plaza de garaje y el trastero.',
      validUntil: addDays(today, 10),
      source: 'client',
    })
  ) {
    await step(attic, { type: 'PresentOffer', offerId: ATTIC_RESERVED_OFFER });
    await step(attic, { type: 'AnswerOffer', offerId: ATTIC_RESERVED_OFFER, by: 'seller', answer: 'accept' });
    // The arras at the default 10 % of the accepted amount, due in twelve days.
    await step(attic, {
      type: 'ReserveSale',
      propertyId: attic,
      depositEur: null,
      depositDueOn: addDays(today, 12),
    });
  }
}
