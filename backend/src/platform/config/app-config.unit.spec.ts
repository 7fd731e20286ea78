import {
  ConfigError,
  LOCAL_ONLY_JWT_SECRET,
  LOCAL_ONLY_PORTAL_FEED_SECRET,
  LOCAL_ONLY_SELLER_REPORT_SECRET,
  LOCAL_ONLY_TWO_FACTOR_KEY,
  loadConfig,
  type AppConfig,
} from './app-config';

const PRODUCTION_SECRET = 'x7V9q2Lr8mZt4Kp1Wc6Yb3Nf5Hd0Gs2Ja9Ue7Qo4';
const PRODUCTION_SECRETS = {
  JWT_SECRET: PRODUCTION_SECRET,
  SELLER_REPORT_LINK_SECRET: PRODUCTION_SECRET,
  PORTAL_FEED_SECRET: PRODUCTION_SECRET,
  TWO_FACTOR_KEY: PRODUCTION_SECRET,
};

describe('loadConfig', () => {
  it('runs locally with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/costa_cantabria',
      redisUrl: 'redis://127.0.0.1:6379',
      seedSampleData: true,
      mail: { transport: 'file' },
    });
  });

  it('never seeds sample data in production and sends mail by SMTP there', () => {
    const config = loadConfig({
      ...PRODUCTION_SECRETS,
      NODE_ENV: 'production',
      SMTP_HOST: 'mail.internal',
    });
    expect(config.seedSampleData).toBe(false);
    expect(config.mail.transport).toBe('smtp');
    expect(config.auth).toMatchObject({ secureCookies: true, insecureFastPasswordHashing: false });
  });

  it('signs access tokens with a local-only key locally and refuses it in production', () => {
    expect(loadConfig({}).auth).toMatchObject({
      jwtSecret: LOCAL_ONLY_JWT_SECRET,
      jwtIssuer: 'http://localhost:3000',
      jwtAudience: 'http://localhost:3000/api',
      secureCookies: false,
    });
    const production = { NODE_ENV: 'production', SMTP_HOST: 'mail.internal' };
    expect(() => loadConfig(production)).toThrow('JWT_SECRET must be set');
    expect(() => loadConfig({ ...production, JWT_SECRET: LOCAL_ONLY_JWT_SECRET })).toThrow('JWT_SECRET');
    expect(() => loadConfig({ ...production, JWT_SECRET: 'short' })).toThrow('at least 32 characters');
  });

  it.each([
    ['JWT_SECRET', LOCAL_ONLY_JWT_SECRET, (c: AppConfig) => c.auth.jwtSecret],
    [
      'SELLER_REPORT_LINK_SECRET',
      LOCAL_ONLY_SELLER_REPORT_SECRET,
      (c: AppConfig) => c.sellerReports.linkSecret,
    ],
    ['PORTAL_FEED_SECRET', LOCAL_ONLY_PORTAL_FEED_SECRET, (c: AppConfig) => c.portals.feedSecret],
    ['TWO_FACTOR_KEY', LOCAL_ONLY_TWO_FACTOR_KEY, (c: AppConfig) => c.auth.twoFactorKey],
  ])('uses a local-only %s locally and refuses a missing or short one in production', (name, local, read) => {
    expect(read(loadConfig({}))).toBe(local);
    const production = { ...PRODUCTION_SECRETS, NODE_ENV: 'production', SMTP_HOST: 'mail.internal' };
    expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(`${name} must be set`);
    expect(() => loadConfig({ ...production, [name]: 'short' })).toThrow(`${name} must be set`);
    expect(read(loadConfig(production))).toBe(PRODUCTION_SECRET);
  });

  it('believes X-Forwarded-For only from the proxies it is told about, in production too', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ ...PRODUCTION_SECRETS, NODE_ENV: 'production', SMTP_HOST: 'm' }).trustProxy).toBe(
      false,
    );
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('give the number of proxies');
  });

  it('marks cookies Secure whenever the site is served over https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://staging.example.es' }).auth.secureCookies).toBe(true);
  });

  it('allows fast password hashing for tests but never in production', () => {
    expect(loadConfig({ INSECURE_FAST_PASSWORD_HASHING: 'true' }).auth.insecureFastPasswordHashing).toBe(
      true,
    );
    expect(() =>
      loadConfig({
        ...PRODUCTION_SECRETS,
        NODE_ENV: 'production',
        SMTP_HOST: 'mail.internal',
        INSECURE_FAST_PASSWORD_HASHING: 'true',
      }),
    ).toThrow('INSECURE_FAST_PASSWORD_HASHING is for test runs only');
  });

  it('serves metrics only on a METRICS_PORT given, privately unless in production, and reads the readiness limits', () => {
    expect(loadConfig({})).toMatchObject({
      metrics: { port: null, host: '127.0.0.1' },
      readiness: { processorStuckSeconds: 300, mailFailingMinutes: 30 },
    });
    expect(
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, SMTP_HOST: 'smtp', METRICS_PORT: '9464' })
        .metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(loadConfig({ READY_MAIL_FAILING_MINUTES: '0' }).readiness.mailFailingMinutes).toBe(0);
    expect(() => loadConfig({ METRICS_PORT: 'ninety', READY_PROCESSOR_STUCK_SECONDS: '0' })).toThrow(
      /METRICS_PORT must be a whole number.*READY_PROCESSOR_STUCK_SECONDS must be a whole number/,
    );
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 1 to 65535 (got "eighty")',
        'DATABASE_URL must start with postgres:// or postgresql://',
        'REDIS_URL is not a valid URL',
      ]);
    }
  });

  it('requires an SMTP host in production', () => {
    expect(() => loadConfig({ ...PRODUCTION_SECRETS, NODE_ENV: 'production' })).toThrow(
      'SMTP_HOST is required in production',
    );
  });

  it('reads the map style from MAP_STYLE_URL: OpenFreeMap by default, none for no tiles, a URL otherwise', () => {
    expect(loadConfig({}).map.styleUrl).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(loadConfig({ MAP_STYLE_URL: 'none' }).map.styleUrl).toBeNull();
    expect(loadConfig({ MAP_STYLE_URL: 'https://maps.example.com/style.json' }).map.styleUrl).toBe(
      'https://maps.example.com/style.json',
    );
    expect(() => loadConfig({ MAP_STYLE_URL: 'tiles.example.com' })).toThrow(
      'MAP_STYLE_URL is not a valid URL',
    );
  });

  it('translates nothing by machine unless a provider is chosen, and checks what each provider needs', () => {
    expect(loadConfig({}).translation).toMatchObject({ provider: 'none', timeoutMs: 10_000 });
    expect(loadConfig({ TRANSLATION_PROVIDER: 'mymemory' }).translation.mymemoryUrl).toBe(
      'https://api.mymemory.translated.net',
    );
    expect(loadConfig({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'k:fx' }).translation.deeplUrl).toBe(
      'https://api-free.deepl.com',
    );
    expect(loadConfig({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'k' }).translation.deeplUrl).toBe(
      'https://api.deepl.com',
    );
    expect(() => loadConfig({ TRANSLATION_PROVIDER: 'deepl' })).toThrow(
      'DEEPL_API_KEY is required for deepl',
    );
    expect(() => loadConfig({ TRANSLATION_PROVIDER: 'libretranslate' })).toThrow(
      'LIBRETRANSLATE_URL is required for libretranslate',
    );
    expect(() => loadConfig({ TRANSLATION_PROVIDER: 'google' })).toThrow(
      'TRANSLATION_PROVIDER must be one of none, mymemory, deepl, libretranslate',
    );
  });

  it('keeps the erasure ledger outside MEDIA_DIR, whose restore would bring back an older ledger', () => {
    expect(loadConfig({}).erasureLedgerDir).toBe('var/erasure-ledger');
    expect(loadConfig({ MEDIA_DIR: '/data/media', ERASURE_LEDGER_DIR: '/ledger' }).erasureLedgerDir).toBe(
      '/ledger',
    );
    for (const inside of ['/data/media', '/data/media/ledger']) {
      expect(() => loadConfig({ MEDIA_DIR: '/data/media', ERASURE_LEDGER_DIR: inside })).toThrow(
        'ERASURE_LEDGER_DIR must be outside MEDIA_DIR',
      );
    }
    expect(() =>
      loadConfig({ MEDIA_DIR: '/data/media', ERASURE_LEDGER_DIR: '/data/media-ledger' }),
    ).not.toThrow();
  });
});
