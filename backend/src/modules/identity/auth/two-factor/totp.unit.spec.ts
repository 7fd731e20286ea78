import { Secret, TOTP } from 'otpauth';
import { newTotpSecret, totpEnrolment, totpStepOf } from './totp';

const AT = new Date('2026-12-01T10:00:10.000Z');
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const shifted = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

describe('TOTP (RFC 6238: 30 s, 6 digits, SHA-1)', () => {
  const secret = newTotpSecret();

  it('draws 160-bit secrets in base32 and hands them to apps as an otpauth address and a QR code', async () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const { uri, qrSvg } = await totpEnrolment(secret, 'ana@example.com');
    expect(uri).toBe(
      `otpauth://totp/Costa%20Cantabria%20Luxury:ana%40example.com?issuer=Costa%20Cantabria%20Luxury&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('names the time step of a right code, one step either side of the clock', () => {
    const step = Math.floor(AT.getTime() / 30_000);
    expect(totpStepOf(secret, codeAt(secret, AT), AT)).toBe(step);
    expect(totpStepOf(secret, codeAt(secret, shifted(-30)), AT)).toBe(step - 1);
    expect(totpStepOf(secret, codeAt(secret, shifted(30)), AT)).toBe(step + 1);
  });

  it('refuses a code of two steps away and a code of another secret', () => {
    expect(totpStepOf(secret, codeAt(secret, shifted(-60)), AT)).toBeNull();
    expect(totpStepOf(secret, codeAt(newTotpSecret(), AT), AT)).toBeNull();
  });
});
