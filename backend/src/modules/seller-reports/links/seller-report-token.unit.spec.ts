import { createHmac, hkdfSync } from 'node:crypto';
import type { DomainError } from '../../../platform/domain/domain-error';
import {
  SellerReportTokens,
  propertyTag,
  requireCurrentGeneration,
  type SellerReportClaim,
} from './seller-report-token';

const SECRET = 'test-seller-report-secret-of-at-least-32-characters';
const CLAIM: SellerReportClaim = {
  sellerId: '6f1c1f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
  propertyId: 'villa-sardinero-santander',
  isoWeek: '2026-W48',
  generation: 2,
};
const VERIFIED = {
  sellerId: CLAIM.sellerId,
  propertyTag: propertyTag(CLAIM.propertyId),
  isoWeek: CLAIM.isoWeek,
  generation: 2,
};
const NOW = new Date('2026-11-30T07:00:00Z');
const DAY = 86_400_000;

function failure(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a failure');
}

describe('seller report links', () => {
  const tokens = new SellerReportTokens(SECRET);

  it('names seller, property, week and generation in a token short enough for a path segment', () => {
    const token = tokens.issue(CLAIM, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]{59}$/);
    expect(tokens.verify(token, new Date(NOW.getTime() + DAY))).toEqual(VERIFIED);
    expect(propertyTag('atico-puerto-castro-urdiales')).not.toBe(VERIFIED.propertyTag);
  });

  it('works 30 days, then answers 410 expired', () => {
    const token = tokens.issue(CLAIM, NOW);
    expect(tokens.verify(token, new Date(NOW.getTime() + 30 * DAY - 1000))).toEqual(VERIFIED);
    const expired = failure(() => tokens.verify(token, new Date(NOW.getTime() + 30 * DAY)));
    expect(expired).toMatchObject({ kind: 'gone', code: 'seller_report_link_expired' });
  });

  it('refuses a tampered payload, a foreign signature and garbage as an invalid link', () => {
    const token = tokens.issue(CLAIM, NOW);
    const bytes = Buffer.from(token, 'base64url');
    bytes.writeUInt16BE(9, 22); // another generation
    const foreign = new SellerReportTokens('another-secret-of-at-least-32-characters!!').issue(CLAIM, NOW);
    for (const bad of [
      bytes.toString('base64url'),
      foreign,
      `${token}x`,
      token.slice(1),
      'x',
      '',
      `${token}.x`,
    ]) {
      expect(failure(() => tokens.verify(bad, NOW))).toMatchObject({
        kind: 'not_found',
        code: 'seller_report_link_invalid',
      });
    }
  });

  it('refuses a validly signed payload naming a week that does not exist', () => {
    const key = Buffer.from(hkdfSync('sha256', SECRET, 'costa-cantabria', 'seller-report-links', 32));
    const payload = Buffer.from(tokens.issue(CLAIM, NOW), 'base64url').subarray(0, 28);
    payload.writeUInt16BE(25 * 64 + 53, 20); // 2025 has no week 53
    const signature = createHmac('sha256', key).update(payload).digest().subarray(0, 16);
    const forged = Buffer.concat([payload, signature]).toString('base64url');
    expect(failure(() => tokens.verify(forged, NOW)).code).toBe('seller_report_link_invalid');
  });

  it('answers 410 revoked for a link of an earlier generation than the seller’s current one', () => {
    const old = tokens.verify(tokens.issue({ ...CLAIM, generation: 1 }, NOW), NOW);
    expect(() => requireCurrentGeneration(old, 1)).not.toThrow();
    expect(failure(() => requireCurrentGeneration(old, 2))).toMatchObject({
      kind: 'gone',
      code: 'seller_report_link_revoked',
    });
  });
});
