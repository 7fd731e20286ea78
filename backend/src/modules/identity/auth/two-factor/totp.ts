import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TWO_FACTOR_POLICY } from '../../domain/two-factor-policy';

/** The name authenticator apps show above the account's codes. */
const ISSUER = 'Costa Cantabria Luxury';

function totpOf(secretBase32: string, account = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: TWO_FACTOR_POLICY.totpDigits,
    period: TWO_FACTOR_POLICY.totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret of 160 bits (RFC 4226's recommendation), in the base32 apps take for manual entry. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address a QR code carries into the app, and that address drawn as an SVG QR code. */
export async function totpEnrolment(
  secretBase32: string,
  account: string,
): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secretBase32, account).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}

/**
 * The 30-second step a six-digit code belongs to at `now` (one step either side allowed), or null when the
 * code is wrong. Whether the step was used already is the store's check (replay).
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpOf(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TWO_FACTOR_POLICY.totpWindow });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}
