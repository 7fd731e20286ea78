import { scrubSecrets, scrubUrl } from './logger';

describe('scrubSecrets', () => {
  it('masks argon2 hashes and SHA-256 token hashes that a failed SQL statement quotes', () => {
    const message =
      `insert into identity_credentials (user_id, password_hash) values ('6f1c1f0e', ` +
      `'$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo') - duplicate key; token ` +
      `'${'ab12'.repeat(16)}'`;
    const scrubbed = scrubSecrets(message);
    expect(scrubbed).not.toContain('argon2id');
    expect(scrubbed).not.toContain('ab12ab12');
    expect(scrubbed).toContain("values ('6f1c1f0e', '[redacted]')");
  });

  it('leaves ordinary text alone', () => {
    expect(scrubSecrets('request 7d4b2c1e-9a8f-4e3d failed')).toBe('request 7d4b2c1e-9a8f-4e3d failed');
  });
});

describe('scrubUrl', () => {
  it('masks the token of a seller’s report link, in the API, the page and its translations', () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABBBBBBBBBBBBBBBBBBBBB';
    expect(scrubUrl(`/api/seller-reports/${token}`)).toBe('/api/seller-reports/[redacted]');
    expect(scrubUrl(`/ru/seller-report/${token}?x=1`)).toBe('/ru/seller-report/[redacted]?x=1');
    expect(scrubUrl('/api/properties/villa')).toBe('/api/properties/villa');
  });

  it('masks the token of an unsubscribe link, wherever it stands in the query', () => {
    expect(scrubUrl('/api/alerts/unsubscribe?token=abc.def-GHI')).toBe(
      '/api/alerts/unsubscribe?token=[redacted]',
    );
    expect(scrubUrl('/en/unsubscribe?lang=en&token=abc.def&x=1#top')).toBe(
      '/en/unsubscribe?lang=en&token=[redacted]&x=1#top',
    );
    expect(scrubUrl('/api/properties?q=token')).toBe('/api/properties?q=token');
  });
});
