import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { OPEN_COOKIE_SETTINGS_EVENT, readConsent, storeConsent } from '../utils/consent-storage';
import styles from './cookie-banner.module.css';

/**
 * GDPR cookie notice. It is not a modal: the page stays usable behind it, and only strictly necessary
 * storage (language, session, this decision) is used until the visitor accepts more. Rejecting is as easy
 * as accepting (one click, same prominence), as the Spanish DPA's cookie guide asks. The decision is kept
 * in localStorage; the cookie policy page reopens the settings through a window event.
 */
export default function CookieBanner() {
  const { t } = useTranslation('consent');
  const titleId = useId();
  const bodyId = useId();
  const analyticsId = useId();
  const [open, setOpen] = useState(() => readConsent() === null);
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(() => readConsent()?.analytics ?? false);
  const panelRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const focusOnOpenRef = useRef(false);

  useEffect(() => {
    const reopen = () => {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      focusOnOpenRef.current = true;
      setAnalytics(readConsent()?.analytics ?? false);
      setCustomizing(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (open && focusOnOpenRef.current) {
      focusOnOpenRef.current = false;
      panelRef.current?.focus();
    }
  }, [open]);

  const decide = (allowAnalytics: boolean) => {
    const hadFocus = panelRef.current?.contains(document.activeElement) ?? false;
    storeConsent(allowAnalytics);
    setAnalytics(allowAnalytics);
    setCustomizing(false);
    setOpen(false);
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    if (hadFocus && target?.isConnected) target.focus();
  };

  if (!open) return null;

  return (
    <section
      ref={panelRef}
      id="cookie-banner"
      className={styles.banner}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
    >
      <div className={styles.content}>
        <span className={styles.eyebrow}>{t('banner.label')}</span>
        <h2 id={titleId} className={styles.title}>
          {customizing ? t('banner.settingsTitle') : t('banner.title')}
        </h2>
        <p id={bodyId} className={styles.body}>
          {t('banner.body')}{' '}
          <Link to="/cookies" className={styles.policyLink}>
            {t('banner.policyLink')}
          </Link>
        </p>

        {customizing ? (
          <ul className={styles.categories} role="list">
            <li className={styles.category}>
              <div className={styles.categoryHead}>
                <input
                  id={`${analyticsId}-necessary`}
                  type="checkbox"
                  className={styles.checkbox}
                  checked
                  disabled
                  aria-describedby={`${analyticsId}-necessary-body`}
                />
                <label htmlFor={`${analyticsId}-necessary`} className={styles.categoryTitle}>
                  {t('categories.necessary.title')}
                </label>
                <span className={styles.alwaysOn}>{t('categories.necessary.alwaysOn')}</span>
              </div>
              <p id={`${analyticsId}-necessary-body`} className={styles.categoryBody}>
                {t('categories.necessary.body')}
              </p>
            </li>
            <li className={styles.category}>
              <div className={styles.categoryHead}>
                <input
                  id={analyticsId}
                  type="checkbox"
                  className={styles.checkbox}
                  checked={analytics}
                  onChange={(event) => setAnalytics(event.target.checked)}
                  aria-describedby={`${analyticsId}-body`}
                />
                <label htmlFor={analyticsId} className={styles.categoryTitle}>
                  {t('categories.analytics.title')}
                </label>
              </div>
              <p id={`${analyticsId}-body`} className={styles.categoryBody}>
                {t('categories.analytics.body')}
              </p>
            </li>
          </ul>
        ) : null}
      </div>

      <div className={styles.actions}>
        {customizing ? (
          <Button variant="secondary" size="sm" onClick={() => decide(analytics)}>
            {t('banner.save')}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setCustomizing(true)}>
            {t('banner.customize')}
          </Button>
        )}
        <Button variant="primary" size="sm" onClick={() => decide(false)}>
          {t('banner.rejectOptional')}
        </Button>
        <Button variant="primary" size="sm" onClick={() => decide(true)}>
          {t('banner.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
