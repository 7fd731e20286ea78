import { Command } from '@nestjs/cqrs';

export interface VerifiedEmail {
  email: string;
  /** `verify_email`: the address of a new account; `email_change`: the account moved to this address. */
  purpose: 'verify_email' | 'email_change';
}

/** Redeems the token of a verification or e-mail change link. */
export class VerifyEmailCommand extends Command<VerifiedEmail> {
  constructor(readonly token: string) {
    super();
  }
}
