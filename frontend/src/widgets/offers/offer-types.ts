// The sales contract as the screens read it. Written from the agreed HTTP contract while the API's document
// does not describe the sales routes yet; replaced by aliases of the generated schema once it does.
import type { LocalizedText } from '../../lib/api/types';

export type Financing = 'cash' | 'mortgage_approved' | 'mortgage_pending';
export const FINANCING: readonly Financing[] = ['cash', 'mortgage_approved', 'mortgage_pending'];

export type OfferStatus =
  'awaiting_seller' | 'awaiting_buyer' | 'accepted' | 'rejected' | 'withdrawn' | 'expired' | 'closed';

export interface OfferRound {
  by: 'buyer' | 'seller';
  amountEur: number;
  /** null once the buyer is erased. */
  conditions: string | null;
  /** Madrid date, YYYY-MM-DD. */
  validUntil: string;
  at: string;
}

export interface OfferProperty {
  id: string;
  title: LocalizedText;
  reference: string;
  image: string | null;
}

export interface Offer {
  id: string;
  property: OfferProperty;
  status: OfferStatus;
  /** The last round's amount. */
  amountEur: number;
  financing: Financing;
  conditions: string | null;
  /** The last round's validity. */
  validUntil: string;
  source: 'client' | 'staff';
  rejectedBy: 'seller' | 'buyer' | null;
  presentedAt: string | null;
  rounds: OfferRound[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface AdminOffer extends Offer {
  /** null once the account is gone. */
  buyer: { id: string; name: string; email: string } | null;
}

export type SaleStage = 'open' | 'offer_accepted' | 'reserved' | 'completed';

export interface Deal {
  offerId: string;
  buyerName: string | null;
  acceptedAmountEur: number;
  depositEur: number | null;
  depositDueOn: string | null;
  depositReceivedOn: string | null;
  deedDate: string | null;
  finalPriceEur: number | null;
  commissionEur: number | null;
  commissionVatEur: number | null;
  fellThroughReason: string | null;
}

export interface Sale {
  propertyId: string;
  stage: SaleStage;
  offers: AdminOffer[];
  deal: Deal | null;
  version: number;
}

/** What an offer or a counter-offer says: the same four fields for the buyer, the seller and the staff. */
export interface OfferTerms {
  amountEur: number;
  financing: Financing;
  conditions: string;
  validUntil: string;
}

export type CounterTerms = Omit<OfferTerms, 'financing'>;

/** An offer still waiting for an answer. */
export const isOpenOffer = (status: OfferStatus) =>
  status === 'awaiting_seller' || status === 'awaiting_buyer';
