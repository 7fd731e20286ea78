import path from 'node:path';
import { isRole, type Role } from '../http/roles';

/**
 * Runtime configuration, read once from environment variables with local defaults and validated at start.
 * Every entry point calls `loadConfig()`; a bad value stops the process with one line naming the variable.
 */
export type MailTransportKind = 'smtp' | 'file';

/** Which service translates catalogue texts in the worker; `none` leaves translations to people. */
export const TRANSLATION_PROVIDERS = ['none', 'mymemory', 'deepl', 'libretranslate'] as const;
export type TranslationProviderKind = (typeof TRANSLATION_PROVIDERS)[number];

export interface AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits key on it): false (none,
   * the API faces clients directly; the default everywhere, since believing the header of a client that
   * reaches the API directly lets it choose the address its attempts count against), a number of proxy
   * hops in front of it, or their addresses / CIDRs.
   */
  readonly trustProxy: boolean | number | string[];
  readonly publicUrl: string;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** Prefix of every BullMQ and rate-limit key, so several installations can share one Redis. */
  readonly redisPrefix: string;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  readonly mail: {
    readonly transport: MailTransportKind;
    readonly smtpHost: string;
    readonly smtpPort: number;
    readonly smtpSecure: boolean;
    readonly smtpUser?: string;
    readonly smtpPassword?: string;
    readonly outboxDir: string;
    readonly from: string;
    readonly agencyInbox: string;
    /** Attempts of a mail job and its exponential backoff base: together they outlast a mail server's outage. */
    readonly attempts: number;
    readonly backoffMs: number;
  };
  readonly jobs: {
    readonly attempts: number;
    readonly backoffMs: number;
    /**
     * How long a worker's lock on a running job lasts without renewal (renewed at half of it); a job whose
     * worker died is taken over by another worker at most twice this long after.
     */
    readonly lockMs: number;
  };
  /** How often async processors look for new events when no notification arrives, in ms. */
  readonly processorPollMs: number;
  /**
   * METRICS_PORT / METRICS_HOST: where the process serves Prometheus's `GET /metrics` (the worker also `/health`
   * and `/ready`), apart from the public API so that operators can keep it private. Null: no metrics server.
   */
  readonly metrics: { readonly port: number | null; readonly host: string };
  /** When `/api/ready` (and the worker's `/ready`) answers 503 besides Postgres or Redis being gone. */
  readonly readiness: {
    /** READY_PROCESSOR_STUCK_SECONDS: events wait and a processor's checkpoint has not moved for this long. */
    readonly processorStuckSeconds: number;
    /** READY_MAIL_FAILING_MINUTES: a mail has been retrying after errors for this long; 0 = not checked. */
    readonly mailFailingMinutes: number;
  };
  /** Machine translation of catalogue texts (the worker). */
  readonly translation: {
    readonly provider: TranslationProviderKind;
    /** How long one call to the service may take before it counts as failed. */
    readonly timeoutMs: number;
    /** The first wait after the service says its quota is used up; doubled on each new refusal. */
    readonly quotaDelayMs: number;
    readonly mymemoryUrl: string;
    /** MYMEMORY_EMAIL: sent as `de`, which raises MyMemory's free daily quota. */
    readonly mymemoryEmail: string | null;
    readonly deeplUrl: string;
    readonly deeplKey: string | null;
    readonly libretranslateUrl: string | null;
    readonly libretranslateKey: string | null;
  };
  /** The map's tiles: where MapLibre reads its style (and through it tiles, glyphs and sprites). */
  readonly map: {
    /** MAP_STYLE_URL; null (`none`): the SPA draws its own blank style and the map asks no other site. */
    readonly styleUrl: string | null;
  };
  readonly seedSampleData: boolean;
  readonly privacy: {
    /**
     * PERSONAL_DATA_KEY: the master key that wraps each person's key at rest (SHA-256 of this secret), so a
     * copy of the database alone opens no personal value. Null: person keys are stored unwrapped.
     */
    readonly personalDataKey: string | null;
  };
  readonly sellerReports: {
    /**
     * SELLER_REPORT_LINK_SECRET: the HMAC key (through HKDF) of the sellers' weekly report links. Production
     * refuses the local default and anything shorter than 32 characters.
     */
    readonly linkSecret: string;
  };
  readonly portals: {
    /**
     * PORTAL_FEED_SECRET: the HMAC key (through HKDF) of the portals' feed addresses. Production refuses the
     * local default and anything shorter than 32 characters.
     */
    readonly feedSecret: string;
  };
  readonly frontendDist: string;
  readonly mediaDir: string;
  /**
   * ERASURE_LEDGER_DIR: where the erasure ledger lives (ids only, append-only), so that an erasure outlives
   * the restore of an older backup. Never inside MEDIA_DIR, whose restore would bring back an older ledger.
   */
  readonly erasureLedgerDir: string;
  readonly auth: {
    /** HS256 key of the access JWTs. Production refuses the local default and anything shorter than 32. */
    readonly jwtSecret: string;
    /** The access JWT's `iss` and `aud`, checked on every request. */
    readonly jwtIssuer: string;
    readonly jwtAudience: string;
    /** Refresh cookie with `Secure`: everywhere except plain-http local development. */
    readonly secureCookies: boolean;
    /**
     * Test runs only: argon2id with tiny memory and time costs so integration tests stay fast. Refused in
     * production; everywhere else the production parameters apply unless this is switched on.
     */
    readonly insecureFastPasswordHashing: boolean;
    /**
     * TWO_FACTOR_REQUIRED_ROLES: the roles that must sign in with a second factor (comma list; `admin,owner`
     * in production, none elsewhere so the demo accounts sign in with their password alone).
     */
    readonly twoFactorRequiredRoles: readonly Role[];
    /**
     * TWO_FACTOR_KEY: the key (through HKDF) that seals the authenticator apps' secrets and peppers the
     * recovery codes' hashes. Its own key, so rotating JWT_SECRET signs everyone out without taking staff's
     * second factor with it. Production refuses the local default and anything shorter than 32 characters.
     */
    readonly twoFactorKey: string;
  };
}

/** The JWT key `npm start` uses when JWT_SECRET is not set. Known to everyone: production refuses it. */
export const LOCAL_ONLY_JWT_SECRET = 'local-development-only-jwt-secret-never-use-in-production';
const MIN_JWT_SECRET_LENGTH = 32;
/** The report-link key `npm start` uses when SELLER_REPORT_LINK_SECRET is not set; production refuses it. */
export const LOCAL_ONLY_SELLER_REPORT_SECRET =
  'local-development-only-seller-report-secret-never-in-production';

/** The portal-feed key `npm start` uses when PORTAL_FEED_SECRET is not set; production refuses it. */
export const LOCAL_ONLY_PORTAL_FEED_SECRET = 'local-development-only-portal-feed-secret-never-in-production';

/** The second factor's key `npm start` uses when TWO_FACTOR_KEY is not set; production refuses it. */
export const LOCAL_ONLY_TWO_FACTOR_KEY = 'local-development-only-two-factor-key-never-in-production';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

type Env = Record<string, string | undefined>;

/** An OpenStreetMap-based vector style that needs no key; its attribution travels with the style. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const roleList = (name: string, fallback: Role[]): Role[] => {
    const raw = env[name];
    if (raw === undefined) return fallback;
    const names = raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const unknown = names.filter((part) => !isRole(part));
    if (unknown.length > 0) problems.push(`${name} names unknown roles: ${unknown.join(', ')}`);
    return [...new Set(names.filter(isRole))];
  };
  const url = (name: string, fallback: string, protocols: string[]): string => {
    const value = str(name, fallback);
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return value;
  };

  const rawEnv = str('NODE_ENV', 'development');
  const nodeEnv = rawEnv === 'production' || rawEnv === 'test' ? rawEnv : 'development';
  const production = nodeEnv === 'production';
  const logLevel = str('LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const transport = str('MAIL_TRANSPORT', production ? 'smtp' : 'file') as MailTransportKind;
  if (transport !== 'smtp' && transport !== 'file') problems.push('MAIL_TRANSPORT must be smtp or file');
  if (production && !env.SMTP_HOST && transport === 'smtp')
    problems.push('SMTP_HOST is required in production');

  /** A key production must set: the local default and anything shorter than 32 characters are refused. */
  const secret = (name: string, localDefault: string): string => {
    const value = str(name, localDefault);
    if (production && (value === localDefault || value.length < MIN_JWT_SECRET_LENGTH)) {
      problems.push(
        `${name} must be set to a random value of at least ${MIN_JWT_SECRET_LENGTH} characters in production ` +
          '(e.g. `openssl rand -base64 48`)',
      );
    }
    return value;
  };
  const jwtSecret = secret('JWT_SECRET', LOCAL_ONLY_JWT_SECRET);
  const sellerReportSecret = secret('SELLER_REPORT_LINK_SECRET', LOCAL_ONLY_SELLER_REPORT_SECRET);
  const portalFeedSecret = secret('PORTAL_FEED_SECRET', LOCAL_ONLY_PORTAL_FEED_SECRET);
  const twoFactorKey = secret('TWO_FACTOR_KEY', LOCAL_ONLY_TWO_FACTOR_KEY);
  const mediaDir = str('MEDIA_DIR', 'var/media');
  const erasureLedgerDir = str('ERASURE_LEDGER_DIR', 'var/erasure-ledger');
  const ledgerFromMedia = path.relative(path.resolve(mediaDir), path.resolve(erasureLedgerDir));
  if (!ledgerFromMedia.startsWith('..') && !path.isAbsolute(ledgerFromMedia)) {
    problems.push(
      'ERASURE_LEDGER_DIR must be outside MEDIA_DIR (restoring media would bring back an older ledger)',
    );
  }
  const insecureFastPasswordHashing = bool('INSECURE_FAST_PASSWORD_HASHING', false);
  if (production && insecureFastPasswordHashing) {
    problems.push('INSECURE_FAST_PASSWORD_HASHING is for test runs only and is refused in production');
  }

  const rawTrustProxy = str('TRUST_PROXY', 'false');
  let trustProxy: AppConfig['trustProxy'] = false;
  if (rawTrustProxy === 'true') {
    problems.push(
      'TRUST_PROXY=true would believe any client-supplied X-Forwarded-For: give the number of proxies',
    );
  } else if (rawTrustProxy !== 'false') {
    trustProxy = /^\d+$/.test(rawTrustProxy)
      ? Number(rawTrustProxy)
      : rawTrustProxy.split(',').map((entry) => entry.trim());
  }

  const translationProvider = str('TRANSLATION_PROVIDER', 'none') as TranslationProviderKind;
  if (!TRANSLATION_PROVIDERS.includes(translationProvider)) {
    problems.push(`TRANSLATION_PROVIDER must be one of ${TRANSLATION_PROVIDERS.join(', ')}`);
  }
  const deeplKey = env.DEEPL_API_KEY?.trim() || null;
  if (translationProvider === 'deepl' && !deeplKey) problems.push('DEEPL_API_KEY is required for deepl');
  const libretranslateUrl = env.LIBRETRANSLATE_URL?.trim()
    ? url('LIBRETRANSLATE_URL', '', ['http:', 'https:']).replace(/\/$/, '')
    : null;
  if (translationProvider === 'libretranslate' && !libretranslateUrl) {
    problems.push('LIBRETRANSLATE_URL is required for libretranslate');
  }

  const port = int('PORT', 3000, 1, 65535);
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/$/, '');
  const config: AppConfig = {
    nodeEnv,
    port,
    host: str('HOST', production ? '0.0.0.0' : '127.0.0.1'),
    trustProxy,
    publicUrl,
    databaseUrl: url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/costa_cantabria', [
      'postgres:',
      'postgresql:',
    ]),
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: str('REDIS_PREFIX', 'costa'),
    logLevel,
    mail: {
      transport,
      smtpHost: str('SMTP_HOST', '127.0.0.1'),
      smtpPort: int('SMTP_PORT', 1025, 1, 65535),
      smtpSecure: bool('SMTP_SECURE', false),
      smtpUser: env.SMTP_USER || undefined,
      smtpPassword: env.SMTP_PASSWORD || undefined,
      outboxDir: str('MAIL_OUTBOX_DIR', 'var/mail'),
      from: str('MAIL_FROM', 'Costa Cantabria Luxury <hola@costacantabria.es>'),
      agencyInbox: str('AGENCY_EMAIL', 'info@costacantabria.es'),
      // 15 s doubling over 10 attempts: retries for 2 h 8 min, the last one 64 min after the one before.
      attempts: int('MAIL_ATTEMPTS', 10, 1, 50),
      backoffMs: int('MAIL_BACKOFF_MS', 15_000, 1, 3_600_000),
    },
    jobs: {
      attempts: int('JOB_ATTEMPTS', 8, 1, 50),
      backoffMs: int('JOB_BACKOFF_MS', 2000, 1, 3_600_000),
      lockMs: int('JOB_LOCK_MS', 30_000, 1000, 600_000),
    },
    processorPollMs: int('PROCESSOR_POLL_MS', 500, 10, 60_000),
    metrics: {
      port: env.METRICS_PORT?.trim() ? int('METRICS_PORT', 0, 1, 65535) : null,
      host: str('METRICS_HOST', production ? '0.0.0.0' : '127.0.0.1'),
    },
    readiness: {
      processorStuckSeconds: int('READY_PROCESSOR_STUCK_SECONDS', 300, 1, 86_400),
      mailFailingMinutes: int('READY_MAIL_FAILING_MINUTES', 30, 0, 10_080),
    },
    translation: {
      provider: translationProvider,
      timeoutMs: int('TRANSLATION_TIMEOUT_MS', 10_000, 100, 120_000),
      quotaDelayMs: int('TRANSLATION_QUOTA_DELAY_MS', 15 * 60_000, 10, 86_400_000),
      mymemoryUrl: url('MYMEMORY_URL', 'https://api.mymemory.translated.net', ['http:', 'https:']).replace(
        /\/$/,
        '',
      ),
      mymemoryEmail: env.MYMEMORY_EMAIL?.trim() || null,
      // DeepL's free keys end in ':fx' and have their own host.
      deeplUrl: url(
        'DEEPL_API_URL',
        deeplKey?.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com',
        ['http:', 'https:'],
      ).replace(/\/$/, ''),
      deeplKey,
      libretranslateUrl,
      libretranslateKey: env.LIBRETRANSLATE_API_KEY?.trim() || null,
    },
    map: {
      styleUrl:
        str('MAP_STYLE_URL', DEFAULT_MAP_STYLE_URL) === 'none'
          ? null
          : url('MAP_STYLE_URL', DEFAULT_MAP_STYLE_URL, ['https:', 'http:']),
    },
    seedSampleData: bool('SEED_SAMPLE_DATA', !production),
    privacy: { personalDataKey: env.PERSONAL_DATA_KEY?.trim() || null },
    sellerReports: { linkSecret: sellerReportSecret },
    portals: { feedSecret: portalFeedSecret },
    frontendDist: str('FRONTEND_DIST', 'frontend/dist'),
    mediaDir,
    erasureLedgerDir,
    auth: {
      jwtSecret,
      jwtIssuer: publicUrl,
      jwtAudience: `${publicUrl}/api`,
      secureCookies: production || publicUrl.startsWith('https:'),
      insecureFastPasswordHashing,
      twoFactorRequiredRoles: roleList('TWO_FACTOR_REQUIRED_ROLES', production ? ['admin', 'owner'] : []),
      twoFactorKey,
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
