import { replay } from '../../../platform/domain/decider';
import { sellerReportLinksDecider } from './seller-report-links';

describe('revoking a seller’s report links', () => {
  const revoke = { type: 'RevokeSellerReportLinks' as const, sellerId: 's', propertyId: 'p', now: 't' };

  it('starts the next generation each time', () => {
    const [first] = sellerReportLinksDecider.decide(revoke, sellerReportLinksDecider.initialState);
    expect(first.data).toEqual({ sellerId: 's', propertyId: 'p', generation: 1, revokedAt: 't' });
    const state = replay(sellerReportLinksDecider, [first]);
    expect(sellerReportLinksDecider.decide(revoke, state)[0].data.generation).toBe(2);
  });
});
