import type { Role } from '../../../../platform/http/roles';
import type { Language } from '../../../../platform/i18n/languages';

/** An account as a mail goes to it: where, in which language, under which name, and whether it may. */
export interface AccountContact {
  userId: string;
  email: string;
  /** The name the account is greeted by: display name, else first name. */
  name: string;
  fullName: string;
  language: Language;
  emailVerified: boolean;
  /** The account's current role. */
  role: Role;
  active: boolean;
}
