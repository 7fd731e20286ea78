import { Suspense, lazy, useEffect, useState } from 'react';
import { onAuthModalRequest } from '../../../lib/auth/auth-modal-events';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { i18n } from '../../../lib/i18n/i18n';

// The modal and its texts load on first use: a visit that never opens it never downloads them.
const AuthModal = lazy(async () => {
  const [module] = await Promise.all([import('./auth-modal'), i18n.loadNamespaces('auth')]);
  return module;
});

/**
 * The place of the login modal. It listens for the window event `open-auth-modal`
 * (`detail: { mode: 'login' | 'register' | 'reset' }`) and opens the modal in that mode.
 */
export function AuthModalHost() {
  const [mode, setMode] = useState<AuthModalMode | null>(null);

  useEffect(() => onAuthModalRequest(setMode), []);

  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal mode={mode} onModeChange={setMode} onClose={() => setMode(null)} />
    </Suspense>
  );
}
