import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import IORedis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailHealth, type MailHealthStatus } from '../mail/mail-health';
import { Public } from './access-policy';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailHealth,
  ) {}

  @Get('health')
  @Public()
  @ApiOperation({ summary: 'The API process is alive' })
  async health(): Promise<{ status: 'ok'; mail: MailHealthStatus }> {
    // Alive whatever mail does; `mail: 'degraded'` tells monitoring that mails are failing or stuck.
    return { status: 'ok', mail: await this.mail.status() };
  }

  @Get('ready')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Postgres and Redis are reachable' })
  async ready(): Promise<{ status: 'ready'; checks: Record<string, 'up' | 'down'> }> {
    const [postgres, redis] = await Promise.all([this.pingPostgres(), this.pingRedis()]);
    const checks = { postgres: postgres ? 'up' : 'down', redis: redis ? 'up' : 'down' } as const;
    if (!postgres || !redis) throw new ServiceUnavailableException({ checks });
    return { status: 'ready', checks };
  }

  private async pingPostgres(): Promise<boolean> {
    try {
      await this.orm.em.fork().execute('select 1');
      return true;
    } catch {
      return false;
    }
  }

  private async pingRedis(): Promise<boolean> {
    const redis = new IORedis(this.config.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
    });
    try {
      await redis.connect();
      return (await redis.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      redis.disconnect();
    }
  }
}
