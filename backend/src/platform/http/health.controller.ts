import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readiness, type ReadinessReport } from '../health/readiness';
import { MailHealth, type MailHealthStatus } from '../mail/mail-health';
import { Public } from './access-policy';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly mail: MailHealth,
    private readonly readiness: Readiness,
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
  @ApiOperation({
    summary: 'Postgres and Redis answer, no processor is stuck and mail is not failing for long',
    description: 'For monitoring to alert on; a load balancer routes on /api/health (docs/operations.md).',
  })
  @ApiOkResponse({ description: 'Ready: every check `up` or `ok`' })
  @ApiServiceUnavailableResponse({ description: 'Not ready: `checks` names what failed' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessReport> {
    const report = await this.readiness.check();
    void reply.header('cache-control', 'no-store');
    if (report.status !== 'ready') void reply.status(503);
    return report;
  }
}
