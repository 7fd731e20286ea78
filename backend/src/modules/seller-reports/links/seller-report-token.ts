import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../../platform/domain/domain-error';
import { weekNamed } from '../domain/report-week';

/** How long a report link works from the moment it is issued. */
export const SELLER_REPORT_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

/** What a report link names: whose report, of which property and week, issued in which generation. */
export interface SellerReportClaim {
  sellerId: string;
  propertyId: string;
  isoWeek: string;
  generation: number;
}

/** A verified link: the property is named by its tag, which the reader compares with the seller's property. */
export interface VerifiedClaim extends Omit<SellerReportClaim, 'propertyId'> {
  propertyTag: string;
}

/*
 * A token is the base64url of a 28-byte payload and its signature, 59 characters: short enough for a path
 * segment of the site and of the API (100 at most), and without a dot, which would make the page's address
 * look like a file's. The payload: the seller's UUID (16 bytes), the first 4 bytes of the property id's
 * SHA-256 (4), the ISO week as (year - 2000) * 64 + week (2), the generation (2) and the expiry in Unix
 * seconds (4). The signature is the HMAC-SHA-256 of the payload cut to 128 bits.
 */
const PAYLOAD_BYTES = 28;
const SIGNATURE_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{59}$/;

export const propertyTag = (propertyId: string): string =>
  createHash('sha256').update(propertyId).digest().subarray(0, 4).toString('hex');

/**
 * Signed, self-contained report links, nothing stored per link: an HMAC under a key derived (HKDF) from
 * `SELLER_REPORT_LINK_SECRET` makes them unforgeable; revoking bumps the seller's generation, which the
 * reader compares with the link's.
 */
export class SellerReportTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'costa-cantabria', 'seller-report-links', 32));
  }

  issue(claim: SellerReportClaim, now: Date): string {
    const [year, week] = claim.isoWeek.split('-W').map(Number);
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    Buffer.from(claim.sellerId.replaceAll('-', ''), 'hex').copy(payload, 0);
    Buffer.from(propertyTag(claim.propertyId), 'hex').copy(payload, 16);
    payload.writeUInt16BE((year - 2000) * 64 + week, 20);
    payload.writeUInt16BE(claim.generation, 22);
    payload.writeUInt32BE(Math.floor((now.getTime() + SELLER_REPORT_LINK_DAYS * DAY_MS) / 1000), 24);
    return Buffer.concat([payload, this.sign(payload)]).toString('base64url');
  }

  /**
   * The claim of a genuine, unexpired link (404 `seller_report_link_invalid` for a forged or malformed one,
   * 410 `seller_report_link_expired` for an expired one). Its generation and property are the reader's to check.
   */
  verify(token: string, now: Date): VerifiedClaim {
    if (!TOKEN.test(token)) throw invalidLink();
    const bytes = Buffer.from(token, 'base64url');
    // Only the one spelling `issue` gives (base64url would also read other final characters as the same bytes).
    if (bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES || bytes.toString('base64url') !== token) {
      throw invalidLink();
    }
    const payload = bytes.subarray(0, PAYLOAD_BYTES);
    if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), this.sign(payload))) throw invalidLink();
    const weekNumber = payload.readUInt16BE(20);
    const week = weekNamed(
      `${2000 + Math.floor(weekNumber / 64)}-W${String(weekNumber % 64).padStart(2, '0')}`,
    );
    if (!week) throw invalidLink();
    if (payload.readUInt32BE(24) * 1000 <= now.getTime()) {
      throw new DomainError('gone', 'seller_report_link_expired', 'This report link has expired');
    }
    const hex = payload.subarray(0, 16).toString('hex');
    return {
      sellerId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      propertyTag: payload.subarray(16, 20).toString('hex'),
      isoWeek: week.isoWeek,
      generation: payload.readUInt16BE(22),
    };
  }

  private sign(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  }
}

/** A link issued before the seller's links were last revoked works no more (410). */
export function requireCurrentGeneration(claim: VerifiedClaim, currentGeneration: number): void {
  if (claim.generation !== currentGeneration) throw revokedLink();
}

export function invalidLink(): DomainError {
  return new DomainError('not_found', 'seller_report_link_invalid', 'This report link is not valid');
}

export function revokedLink(): DomainError {
  return new DomainError('gone', 'seller_report_link_revoked', 'This report link is no longer valid');
}
