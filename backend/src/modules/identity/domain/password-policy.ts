import { DomainError } from '../../../platform/domain/domain-error';

/**
 * The password rules (NIST SP 800-63B, OWASP ASVS 5.0 V6): 8 to 128 characters of any kind, no
 * composition rules, and hard enough to guess. How hard is a strength estimate (zxcvbn, with real
 * dictionaries of common passwords, words and names, auth/password-strength.ts) that also knows the
 * person's own address and names and the agency's name; a password it scores below MIN_PASSWORD_SCORE is
 * refused with the reason the person reads next to the field.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** zxcvbn's 3: about 10^8 guesses or more, out of reach of guessing online and costly offline. */
export const MIN_PASSWORD_SCORE = 3;

/** Length as people count it: characters, not UTF-16 code units (an emoji is one). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** What the estimator found: its score (0 to 4) and its warning key (zxcvbn's, or null). */
export interface PasswordStrength {
  score: number;
  warning: string | null;
}

/** Estimates how hard a password is to guess for someone who also knows `userInputs`. */
export type PasswordEstimator = (
  password: string,
  userInputs: readonly string[],
) => Promise<PasswordStrength>;

export interface PasswordContext {
  email: string;
  /** The person's first, last and display names, in that order, as far as known. */
  names?: readonly (string | null | undefined)[];
  estimate: PasswordEstimator;
}

/** The agency's own words: the first thing anyone would try on its site. */
const AGENCY_WORDS = ['Costa Cantabria Luxury', 'costacantabria', 'costacantabrialuxury', 'cantabria'];

/** The reason codes of `weak_password`, by the warning of the estimate that explains it. */
const REASONS: Readonly<Record<string, WeakPasswordReason>> = {
  topTen: 'weak_password_common',
  topHundred: 'weak_password_common',
  common: 'weak_password_common',
  similarToCommon: 'weak_password_common',
  pwned: 'weak_password_common',
  userInputs: 'weak_password_personal',
  wordByItself: 'weak_password_word',
  namesByThemselves: 'weak_password_word',
  commonNames: 'weak_password_word',
  straightRow: 'weak_password_pattern',
  keyPattern: 'weak_password_pattern',
  simpleRepeat: 'weak_password_pattern',
  extendedRepeat: 'weak_password_pattern',
  sequences: 'weak_password_pattern',
  recentYears: 'weak_password_date',
  dates: 'weak_password_date',
};

export type WeakPasswordReason =
  | 'weak_password_common'
  | 'weak_password_personal'
  | 'weak_password_word'
  | 'weak_password_pattern'
  | 'weak_password_date'
  | 'weak_password_guessable';

/**
 * What someone who knows the person would try: the address, its local part and the pieces of it
 * ('maria.garcia' gives 'maria' and 'garcia'), each name and its words, first and last name run together
 * both ways, each with and without accents, and the agency's words.
 */
export function passwordUserInputs(context: Pick<PasswordContext, 'email' | 'names'>): string[] {
  const email = context.email.trim().toLowerCase();
  const localPart = email.split('@')[0];
  const lower = (name: string | null | undefined) => name?.trim().toLowerCase() ?? '';
  const written = (context.names ?? []).map(lower).filter(Boolean);
  const [first, last] = [lower(context.names?.[0]), lower(context.names?.[1])].map((name) =>
    name.replace(/\s+/g, ''),
  );
  const together = first && last ? [first + last, last + first] : [];
  const names = [...written, ...together];
  const inputs = [
    email,
    localPart,
    ...localPart.split(/[._+-]+/),
    // 'María García' is typed 'maria garcia' as often as not.
    ...[...names, ...names.map(withoutAccents)].flatMap((name) => [name, ...name.split(/\s+/)]),
    ...AGENCY_WORDS,
  ];
  return [...new Set(inputs.filter((input) => input.length >= 3))];
}

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '');
}

/**
 * The Latin keys under the Cyrillic letters of the Russian (ЙЦУКЕН) and Macedonian layouts: 'пароль' is
 * 'gfhjkm' typed on a Russian keyboard, and 'йцукенгшщз' is 'qwertyuiop'. The dictionaries are Latin, so a
 * Cyrillic password is also judged as the keys it is typed with.
 */
const KEYBOARDS = [
  ['йцукенгшщзхъфывапролджэячсмитьбюё', "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"],
  ['љњертѕуиопшѓасдфгхјклчќжзџцвбнм', "qwertyuiop[]asdfghjkl;'\\zxcvbnm"],
].map(([cyrillic, latin]) => new Map([...cyrillic].map((letter, index) => [letter, latin[index]])));

export function keyboardTwins(password: string): string[] {
  if (!/\p{Script=Cyrillic}/u.test(password)) return [];
  return KEYBOARDS.map((keys) =>
    [...password].map((character) => keys.get(character.toLowerCase()) ?? character).join(''),
  );
}

/** The reason a password is too weak, or null when it is strong enough. */
export async function weakPasswordReason(
  password: string,
  context: PasswordContext,
): Promise<WeakPasswordReason | null> {
  const userInputs = passwordUserInputs(context);
  const candidates = [password.normalize('NFKC'), ...keyboardTwins(password.normalize('NFKC'))];
  const estimates = await Promise.all(candidates.map((candidate) => context.estimate(candidate, userInputs)));
  const weakest = estimates.reduce((weak, estimate) => (estimate.score < weak.score ? estimate : weak));
  if (weakest.score >= MIN_PASSWORD_SCORE) return null;
  return (weakest.warning && REASONS[weakest.warning]) || 'weak_password_guessable';
}

/** Throws the error the person sees next to the password field, or returns when the password is fine. */
export async function assertAcceptablePassword(
  password: string,
  context: PasswordContext,
  field = 'password',
): Promise<void> {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) {
    throw new DomainError('invalid', 'too_short', 'Password must be at least 8 characters', { field });
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw new DomainError('invalid', 'too_long', 'Password must be at most 128 characters', { field });
  }
  const reason = await weakPasswordReason(password, context);
  if (reason) {
    // The field's detail carries the reason (its own code and text); the error's code stays weak_password.
    throw new DomainError('invalid', 'weak_password', 'This password is too common or too easy to guess.', {
      fields: [{ field, code: reason, message: WEAK_PASSWORD_REASON_MESSAGES[reason] }],
    });
  }
}

/** The English texts of the reasons; the exception filter answers in the request's language. */
const WEAK_PASSWORD_REASON_MESSAGES: Record<WeakPasswordReason, string> = {
  weak_password_common:
    'This password is among the most widely used and can be guessed in a few attempts. Please choose another.',
  weak_password_personal:
    "The password contains your name, your email or the agency's name. Please choose one that cannot be derived from your details.",
  weak_password_word:
    'A single word or name, even with numbers, is easy to guess. Please combine several uncommon words.',
  weak_password_pattern:
    'Sequences, repeated characters and keyboard rows are easy to guess. Please combine several uncommon words.',
  weak_password_date: 'Years and dates are easy to guess. Please combine several uncommon words.',
  weak_password_guessable:
    'The password would be too easy to guess. Please make it longer or combine several uncommon words.',
};
