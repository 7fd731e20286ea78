import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Passkeys } from '../../auth/two-factor/passkeys';
import { RecoveryCodes } from '../../auth/two-factor/recovery-codes';
import { SecondFactor } from '../../auth/two-factor/second-factor';
import { GetTwoFactorQuery } from './get-two-factor.query';
import type { TwoFactorStatusDto } from './two-factor-status.dto';

@QueryHandler(GetTwoFactorQuery)
export class GetTwoFactorHandler implements IQueryHandler<GetTwoFactorQuery, TwoFactorStatusDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly secondFactor: SecondFactor,
    private readonly recoveryCodes: RecoveryCodes,
    private readonly passkeys: Passkeys,
  ) {}

  async execute({ userId, role }: GetTwoFactorQuery): Promise<TwoFactorStatusDto> {
    const em = this.em.fork();
    const methods = await this.secondFactor.methodsOf(userId);
    return {
      required: this.secondFactor.required(role),
      totp: methods.includes('totp'),
      recoveryCodesRemaining: await this.recoveryCodes.remaining(em, userId),
      passkeys: (await this.passkeys.list(em, userId)).map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      })),
    };
  }
}
