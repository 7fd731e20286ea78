import type { Role } from '../../../../platform/http/roles';
import type { UserListItemDto } from './user-list.dto';

/** The columns of an account as the users list and an account's page read it. */
export interface UserListRow {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  display_name: string | null;
  role: Role;
  status: 'active' | 'disabled';
  registered_at: Date;
  last_sign_in_at: Date | null;
}

/** The select list of UserListRow over `identity_users u` (the latest sign-in from its sessions). */
export const USER_LIST_COLUMNS = `u.id, u.email, u.email_verified, u.first_name, u.last_name, u.display_name,
  u.role, u.status, u.registered_at,
  (select max(s.created_at) from identity_sessions s where s.user_id = u.id) as last_sign_in_at`;

export function toUserListItem(row: UserListRow): UserListItemDto {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    role: row.role,
    status: row.status,
    registeredAt: new Date(row.registered_at).toISOString(),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
  };
}
