// The sales contract as the screens read it: aliases of the schema generated from the API's document
// (`npm run gen:api`), named once here for the offers widget and the back office's sale panel.
import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

export type Financing = Schemas['OfferFinancing'];
export const FINANCING: readonly Financing[] = ['cash', 'mortgage_approved', 'mortgage_pending'];

export type OfferStatus = Schemas['OfferStatus'];
export type OfferRound = Schemas['OfferRoundDto'];
export type Offer = Schemas['OfferDto'];
export type AdminOffer = Schemas['AdminOfferDto'];
export type SaleStage = Schemas['SaleStage'];
export type Deal = Schemas['DealDto'];
export type Sale = Schemas['SaleDto'];

/** What an offer or a counter-offer says: the same four fields for the buyer, the seller and the staff. */
export type OfferTerms = Omit<Schemas['MakeOfferRequestDto'], 'propertyId'>;
export type CounterTerms = Schemas['OfferTermsDto'];

/** An offer still waiting for an answer. */
export const isOpenOffer = (status: OfferStatus) =>
  status === 'awaiting_seller' || status === 'awaiting_buyer';
