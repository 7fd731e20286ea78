import { Command } from '@nestjs/cqrs';

/**
 * Which account, and how its erasure was confirmed: the client's password, the client's e-mail link (which
 * names the account), an owner acting on the client's request, or the erasure ledger, which names an
 * account erased after the backup the database was restored from.
 */
export type ErasureConfirmation =
  | { kind: 'password'; userId: string; email: string; password: string; ip: string }
  | { kind: 'link'; token: string }
  | { kind: 'owner'; userId: string }
  | { kind: 'ledger'; userId: string };

/** Erases a client's account (GDPR art. 17): `AccountErased`, its keys shredded, its sign-in data deleted. */
export class EraseAccountCommand extends Command<void> {
  constructor(readonly confirmation: ErasureConfirmation) {
    super();
  }
}
