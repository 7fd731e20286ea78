import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import type { AuthModalMode } from '../../../lib/auth/auth-modal-events';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';

export interface AuthModalProps {
  mode: AuthModalMode;
  onModeChange: (mode: AuthModalMode) => void;
  onClose: () => void;
}

const MODES: readonly AuthModalMode[] = ['login', 'register', 'reset'];

/** The login modal: sign in, create an account or recover a password. */
export default function AuthModal({ mode, onModeChange, onClose }: AuthModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  const idBase = useId();

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`auth:${mode}.title`)}
      description={t(`auth:${mode}.subtitle`)}
      closeLabel={t('common:actions.close')}
      size={mode === 'register' ? 'lg' : 'md'}
    >
      <Tabs
        label={t('auth:tabsLabel')}
        idBase={idBase}
        items={MODES.map((value) => ({ value, label: t(`auth:tabs.${value}`) }))}
        value={mode}
        onChange={onModeChange}
      />
      <TabPanel idBase={idBase} value={mode} tabIndex={-1}>
        {mode === 'login' ? <LoginForm key="login" onSwitch={onModeChange} onDone={onClose} /> : null}
        {mode === 'register' ? (
          <RegisterForm key="register" onSwitch={onModeChange} onDone={onClose} />
        ) : null}
        {mode === 'reset' ? <ResetForm key="reset" onSwitch={onModeChange} /> : null}
      </TabPanel>
    </Dialog>
  );
}
