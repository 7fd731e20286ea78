import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { CrownIcon } from '../../../components/ui/icons';
import type { Role } from '../../../lib/auth/session';

const TONES = { owner: 'gold', admin: 'light', user: 'sand' } as const;

/** The role of the signed-in account: Owner (with a crown), Admin or User (spec section 2, header). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[role]} data-role={role}>
      {role === 'owner' ? <CrownIcon size={13} /> : null}
      {t(`account.roles.${role}`)}
    </Badge>
  );
}
