import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { DomainError } from '../../../platform/domain/domain-error';
import type { Language } from '../../../platform/i18n/languages';
import { localizedPath } from '../../../platform/i18n/public-paths';
import { expiryAfterDays, SignedLinkTokens } from '../../../platform/mail/signed-link-tokens';

/** How long a letter's unsubscribe link works: a year, so an old letter still lets its reader leave. */
export const NEWSLETTER_LINK_DAYS = 365;

/** u: the account; x: expiry (Unix seconds). */
interface Payload {
  u: string;
  x: number;
}

function payloadOf(value: unknown): Payload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { u, x, ...rest } = value as Record<string, unknown>;
  if (!isUUID(u) || typeof x !== 'number' || Object.keys(rest).length > 0) return null;
  return { u: u as string, x };
}

/** The newsletter page on the site, in the reader's language. */
export const NEWSLETTER_PAGE = '/newsletter/unsubscribe';

/**
 * The unsubscribe links of the monthly letter: signed for this purpose alone (the platform's signed links),
 * naming only the account. RFC 8058: mail programs POST `List-Unsubscribe=One-Click` to the API address;
 * people open the page on the site, which says what the link does before doing it.
 */
@Injectable()
export class NewsletterLinks {
  private readonly tokens: SignedLinkTokens<Payload>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.tokens = new SignedLinkTokens(config.auth.jwtSecret, 'newsletter-unsubscribe-links', payloadOf, {
      invalid: () =>
        new DomainError('invalid', 'newsletter_link_invalid', 'This unsubscribe link is not valid'),
      expired: () => new DomainError('gone', 'newsletter_link_expired', 'This unsubscribe link has expired'),
    });
  }

  token(userId: string, now: Date): string {
    return this.tokens.issue({ u: userId, x: expiryAfterDays(now, NEWSLETTER_LINK_DAYS) });
  }

  /** The account a valid token names; 422 when invalid, 410 when expired. */
  userOf(token: string, now: Date): string {
    return this.tokens.verify(token, now).u;
  }

  page(token: string, language: Language): string {
    return `${this.config.publicUrl}${localizedPath(language, NEWSLETTER_PAGE)}?token=${encodeURIComponent(token)}`;
  }

  /** RFC 2369 and RFC 8058: the one-click HTTPS address first, and a mailto to the agency. */
  headers(token: string): Record<string, string> {
    const inbox = this.config.mail.agencyInbox;
    return {
      'List-Unsubscribe': `<${this.config.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}>, <mailto:${inbox}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
}
