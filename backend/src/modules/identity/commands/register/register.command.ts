import { Command } from '@nestjs/cqrs';
import type { Role } from '../../../../platform/http/roles';
import type { ProfileFields, RegistrationSource } from '../../domain/user.events';

export interface Registration extends ProfileFields {
  email: string;
  password: string;
  role: Role;
  source: RegistrationSource;
  /** Operators vouch for the address of the accounts they create; people verify theirs by e-mail. */
  emailVerified: boolean;
  termsAccepted: boolean;
}

/** A new account: from the registration form, `create-owner` or the local demo seed. */
export class RegisterCommand extends Command<{ userId: string }> {
  constructor(readonly registration: Registration) {
    super();
  }
}
