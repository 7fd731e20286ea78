import { ConfigError, loadConfig } from './app-config';

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
    const config = loadConfig({ NODE_ENV: 'production', SMTP_HOST: 'mail.internal' });
    expect(config.seedSampleData).toBe(false);
    expect(config.mail.transport).toBe('smtp');
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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SMTP_HOST is required in production');
  });
});
