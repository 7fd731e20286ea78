import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { DomainError } from '../../../../platform/domain/domain-error';
import { TWO_FACTOR_POLICY } from '../../domain/two-factor-policy';
import { hashToken } from '../secure-token';

/** Where passkeys belong: the site's host name (a passkey works only there) and its origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/**
 * The relying party of PUBLIC_URL. Browsers take no IP address as a passkey's site, so a local or test copy
 * reached at 127.0.0.1 offers its passkeys at `localhost` on the same port.
 */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) === 0) return { id: url.hostname, origin: url.origin };
  return { id: 'localhost', origin: `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` };
}

export interface VerifiedPasskey {
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: AuthenticatorTransport[];
}

export interface StoredPasskey {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string;
}

/** Transports are kept as a comma list ('internal,hybrid'). */
const transportsOf = (stored: string): AuthenticatorTransport[] =>
  stored ? (stored.split(',') as AuthenticatorTransport[]) : [];

/** The credentials of an account, as WebAuthn options list them. */
async function credentialsOf(em: EntityManager, userId: string) {
  const rows = await em.execute<{ credential_id: string; transports: string }[]>(
    'select credential_id, transports from identity_passkeys where user_id = ?',
    [userId],
  );
  return rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) }));
}

const notVerified = (): DomainError =>
  new DomainError('invalid', 'passkey_not_verified', 'The passkey could not be confirmed. Please try again.');

/** The challenge the browser signed, read from its client data; null when the answer has none. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const data = response.response?.clientDataJSON;
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn) with SimpleWebAuthn: registration in Settings (a discoverable credential, so sign-in
 * needs no address) and sign-in. Only public keys and counters are stored. Challenges live server-side,
 * hashed, five minutes, and are spent by the answer that carries them, whether it verifies or not.
 */
@Injectable()
export class Passkeys {
  private readonly rp: RelyingParty;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.rp = relyingPartyOf(config.publicUrl);
  }

  async registrationOptions(
    em: EntityManager,
    account: { userId: string; email: string; displayName: string },
    now: Date,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await generateRegistrationOptions({
      rpName: 'Costa Cantabria Luxury',
      rpID: this.rp.id,
      userID: new TextEncoder().encode(account.userId),
      userName: account.email,
      userDisplayName: account.displayName,
      attestationType: 'none',
      excludeCredentials: await credentialsOf(em, account.userId),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: TWO_FACTOR_POLICY.challengeSeconds * 1000,
    });
    await this.keepChallenge(em, options.challenge, 'register', account.userId, now);
    return options;
  }

  /**
   * Verifies a new passkey's answer (spending its challenge, so call it outside the transaction that
   * records the passkey: a refusal later must not give the challenge back).
   */
  async verifyRegistration(
    em: EntityManager,
    userId: string,
    response: Record<string, unknown>,
    now: Date,
  ): Promise<VerifiedPasskey> {
    const challenge = await this.spendChallenge(em, response, 'register', now);
    if (!challenge || challenge.userId !== userId) throw notVerified();
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.value,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: false,
      });
    } catch {
      throw notVerified();
    }
    if (!verification.verified) throw notVerified();
    const { credential } = verification.registrationInfo;
    const [taken] = await em.execute<{ id: string }[]>(
      'select id from identity_passkeys where credential_id = ?',
      [credential.id],
    );
    if (taken) throw new DomainError('conflict', 'passkey_exists', 'This passkey is registered already.');
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []) as AuthenticatorTransport[],
    };
  }

  /** Keeps a verified passkey under the person's name for it, in the transaction of `PasskeyRegistered`. */
  async save(
    em: EntityManager,
    input: { id: string; userId: string; name: string; passkey: VerifiedPasskey; now: Date },
  ): Promise<void> {
    const { passkey } = input;
    await em.execute(
      `insert into identity_passkeys (id, user_id, credential_id, public_key, counter, transports, name, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        input.id,
        input.userId,
        passkey.credentialId,
        passkey.publicKey,
        passkey.counter,
        passkey.transports.join(','),
        input.name,
        input.now,
      ],
    );
  }

  /** Options for a sign-in: any passkey of the site (discoverable), or those of one account after its password. */
  async authenticationOptions(
    em: EntityManager,
    userId: string | null,
    now: Date,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      allowCredentials: userId ? await credentialsOf(em, userId) : [],
      userVerification: userId ? 'preferred' : 'required',
      timeout: TWO_FACTOR_POLICY.challengeSeconds * 1000,
    });
    await this.keepChallenge(em, options.challenge, 'sign_in', userId, now);
    return options;
  }

  /**
   * The account a sign-in answer proves, and whether the authenticator verified the person (PIN, face,
   * fingerprint): with that, the passkey alone is two factors.
   */
  async authenticate(
    em: EntityManager,
    response: Record<string, unknown>,
    now: Date,
  ): Promise<{ userId: string; passkeyId: string; userVerified: boolean; challengeUserId: string | null }> {
    const challenge = await this.spendChallenge(em, response, 'sign_in', now);
    if (!challenge || typeof response.id !== 'string') throw notVerified();
    const [row] = await em.execute<PasskeyRow[]>(
      `select id, user_id, credential_id, public_key, counter, transports from identity_passkeys
       where credential_id = ?`,
      [response.id],
    );
    if (!row) throw notVerified();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge.value,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        credential: {
          id: row.credential_id,
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.counter),
          transports: transportsOf(row.transports),
        },
        requireUserVerification: false,
      });
    } catch {
      throw notVerified();
    }
    if (!verification.verified) throw notVerified();
    await em.execute('update identity_passkeys set counter = ?, last_used_at = ? where id = ?', [
      verification.authenticationInfo.newCounter,
      now,
      row.id,
    ]);
    return {
      userId: row.user_id,
      passkeyId: row.id,
      userVerified: verification.authenticationInfo.userVerified,
      challengeUserId: challenge.userId,
    };
  }

  async list(em: EntityManager, userId: string): Promise<StoredPasskey[]> {
    const rows = await em.execute<
      { id: string; name: string; created_at: Date; last_used_at: Date | null }[]
    >(
      'select id, name, created_at, last_used_at from identity_passkeys where user_id = ? order by created_at',
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at),
      lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
    }));
  }

  async remove(em: EntityManager, userId: string, passkeyId: string): Promise<void> {
    await em.execute('delete from identity_passkeys where user_id = ? and id = ?', [userId, passkeyId]);
  }

  async removeAll(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from identity_passkeys where user_id = ?', [userId]);
  }

  private async keepChallenge(
    em: EntityManager,
    challenge: string,
    purpose: 'register' | 'sign_in',
    userId: string | null,
    now: Date,
  ): Promise<void> {
    await em.execute('delete from identity_webauthn_challenges where expires_at < ?', [now]);
    await em.execute(
      `insert into identity_webauthn_challenges (challenge_hash, purpose, user_id, expires_at)
       values (?, ?, ?, ?)`,
      [
        hashToken(challenge),
        purpose,
        userId,
        new Date(now.getTime() + TWO_FACTOR_POLICY.challengeSeconds * 1000),
      ],
    );
  }

  /** Spends the challenge the answer signed; null when it is unknown, spent, expired or of another purpose. */
  private async spendChallenge(
    em: EntityManager,
    response: Record<string, unknown>,
    purpose: 'register' | 'sign_in',
    now: Date,
  ): Promise<{ value: string; userId: string | null } | null> {
    const value = challengeOf(response as { response?: { clientDataJSON?: unknown } });
    if (!value) return null;
    const [row] = await em.execute<{ user_id: string | null }[]>(
      `delete from identity_webauthn_challenges
       where challenge_hash = ? and purpose = ? and expires_at > ? returning user_id`,
      [hashToken(value), purpose, now],
    );
    return row ? { value, userId: row.user_id } : null;
  }
}
