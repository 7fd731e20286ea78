import {
  isSealedValue,
  masterKeyOf,
  newPersonKey,
  openValue,
  sealValue,
  unwrapKey,
  wrapKey,
} from './personal-data-cipher';
import { EVENT_PERSONAL_DATA, PERSONAL_FIELDS } from './personal-fields';

describe('personal data cipher (AES-256-GCM)', () => {
  const key = newPersonKey();

  it('seals any JSON value so that it reads back only with the key of its person', () => {
    for (const value of ['Ana García', 'ana@example.com', '+34 600 000 000', 42, { nested: ['x'] }]) {
      const sealed = sealValue(key, 'account-1', value);
      expect(isSealedValue(sealed)).toBe(true);
      expect(sealed.k).toBe('account-1');
      expect(JSON.stringify(sealed)).not.toContain('Ana');
      expect(JSON.stringify(sealed)).not.toContain('example.com');
      expect(openValue(key, sealed)).toEqual(value);
    }
  });

  it('uses a fresh IV for every value: the same value never seals the same way twice', () => {
    expect(sealValue(key, 'p', 'Ana').$pd).not.toBe(sealValue(key, 'p', 'Ana').$pd);
  });

  it('refuses another key, another person and an altered value', () => {
    const sealed = sealValue(key, 'account-1', 'Ana');
    expect(() => openValue(newPersonKey(), sealed)).toThrow();
    expect(() => openValue(key, { ...sealed, k: 'account-2' })).toThrow();
    const bytes = Buffer.from(sealed.$pd, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => openValue(key, { ...sealed, $pd: bytes.toString('base64') })).toThrow();
  });

  it('wraps person keys with the master key', () => {
    const master = masterKeyOf('a configured secret');
    const wrapped = wrapKey(master, key);
    expect(wrapped.includes(key)).toBe(false);
    expect(unwrapKey(master, wrapped).equals(key)).toBe(true);
    expect(() => unwrapKey(masterKeyOf('another secret'), wrapped)).toThrow();
  });

  it('tells the subject of every event type with personal fields', () => {
    const data = {
      userId: 'u1',
      inquiryId: 'i1',
      bookingId: 'b1',
      viewingId: 'v1',
      offerId: 'o1',
      sellerId: 's1',
      clientId: 'u1',
    };
    for (const type of Object.keys(PERSONAL_FIELDS)) {
      expect(EVENT_PERSONAL_DATA[type].subject(data, {})).toMatch(
        /^(account|inquiry|booking|viewing|offer|seller)-[a-z0-9]+$/,
      );
    }
    expect(EVENT_PERSONAL_DATA.InquirySent.account?.(data, { actorId: 'u1' })).toBe('u1');
    expect(EVENT_PERSONAL_DATA.InquirySent.account?.(data, { actorId: null })).toBeNull();
    expect(EVENT_PERSONAL_DATA.InquiryJoinedAccount.account?.(data, {})).toBe('u1');
    expect(EVENT_PERSONAL_DATA.AccountErased.erasesAccount?.(data)).toBe('u1');
    // A fall-through's reason is the buyer's, sealed with their offer like its conditions.
    expect(EVENT_PERSONAL_DATA.SaleFellThrough.subject(data, {})).toBe(
      EVENT_PERSONAL_DATA.OfferMade.subject(data, {}),
    );
  });
});
