import { Command } from '@nestjs/cqrs';
import type { Language } from '../../../../platform/i18n/languages';

export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly language: Language,
  ) {
    super();
  }
}
