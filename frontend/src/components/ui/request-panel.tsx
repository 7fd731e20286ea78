import { useEffect, useRef, useState, type ReactNode } from 'react';
import { openAuthModal } from '../../lib/auth/auth-modal-events';
import {
  keepPendingRequest,
  takePendingRequest,
  type PendingRequestKind,
} from '../../lib/auth/pending-request';
import { useSession } from '../../lib/auth/session';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './request-panel.module.css';

export interface RequestPanelProps {
  kind: PendingRequestKind;
  propertyId: string;
  heading: string;
  lead: string;
  openLabel: string;
  /** Said under the button to a visitor: they register or sign in first. */
  signInFirst: string;
  variant: 'gold' | 'secondary';
  dialogTitle: string;
  /** The property's title, in the reader's language. */
  description: string;
  closeLabel: string;
  /** The form in the dialog; `close` closes it. */
  children: (close: () => void) => ReactNode;
}

/**
 * A request a client makes from a property page (a viewing, an offer): a panel with its button and the form in
 * a dialog. A visitor is asked to register first (the auth modal in register mode); once the session starts,
 * the same page opens the form again.
 */
export function RequestPanel({
  kind,
  propertyId,
  heading,
  lead,
  openLabel,
  signInFirst,
  variant,
  dialogTitle,
  description,
  closeLabel,
  children,
}: RequestPanelProps) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'authenticated';
  const headingId = `${kind}-request-heading`;

  // The request a visitor started before registering: taken once per page (Strict Mode runs effects twice),
  // and the form opened when the session has started.
  const reopen = useRef<boolean | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    reopen.current ??= takePendingRequest(kind, propertyId);
    if (!reopen.current) return;
    const frame = requestAnimationFrame(() => {
      reopen.current = false;
      setOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [signedIn, kind, propertyId]);

  const start = () => {
    if (signedIn) {
      setOpen(true);
      return;
    }
    keepPendingRequest(kind, propertyId);
    openAuthModal('register');
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{lead}</p>
      <Button variant={variant} block onClick={start} disabled={session.status === 'loading'}>
        {openLabel}
      </Button>
      {signedIn ? null : <p className={styles.hint}>{signInFirst}</p>}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={dialogTitle}
        description={description}
        closeLabel={closeLabel}
        size="lg"
      >
        {children(() => setOpen(false))}
      </Dialog>
    </section>
  );
}
