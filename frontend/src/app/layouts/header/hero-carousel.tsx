import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { usePrefersReducedMotion } from '../../../lib/hooks/use-media-query';
import styles from './hero-carousel.module.css';

/** Spec: five images, a new one every 5 s, cross-faded over 1.5 s (the fade lives in the CSS). */
export const CAROUSEL_INTERVAL_MS = 5000;
const SLIDES = [1, 2, 3, 4, 5] as const;

/** The set of slides shown so far, with one more. */
const withSlide = (position: number) => (shown: ReadonlySet<number>) =>
  shown.has(position) ? shown : new Set(shown).add(position);

function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * The home page's hero carousel, under the header bar. It advances on its own unless the visitor prefers reduced motion, paused it
 * with the play/pause button, or is hovering or focusing it; the dots jump to an image.
 */
export function HeroCarousel() {
  const { t } = useTranslation();
  const prefersReducedMotion = usePrefersReducedMotion();
  const documentVisible = useDocumentVisible();
  const [index, setIndex] = useState(0);
  /**
   * The slides shown so far: only they have an image. The others are invisible, and `loading="lazy"` would not
   * hold them back (they sit inside the viewport), so a first visit downloads the first image alone.
   */
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const show = (position: number) => {
    setIndex(position);
    setShown(withSlide(position));
  };
  /** The visitor's choice with the play/pause button; until they choose, follow the motion setting. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = playChoice ?? !prefersReducedMotion;
  const advancing = playing && !hovered && !focused && documentVisible;

  useEffect(() => {
    if (!advancing) return;
    const next = (index + 1) % SLIDES.length;
    const timer = window.setTimeout(() => {
      setIndex(next);
      setShown(withSlide(next));
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, index]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      data-playing={advancing ? 'true' : 'false'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.slides} aria-live={advancing ? 'off' : 'polite'}>
        {SLIDES.map((slide, position) => {
          const active = position === index;
          return (
            <div
              key={slide}
              role="group"
              className={styles.slide}
              data-active={active ? 'true' : 'false'}
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slidePosition', { current: position + 1, total: SLIDES.length })}
              aria-hidden={active ? undefined : true}
            >
              {shown.has(position) ? (
                <img
                  src={`/images/hero/hero-${slide}.svg`}
                  alt={t(`carousel.slides.${slide}.alt`)}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div className={styles.shade} aria-hidden="true" />
      <p className={styles.caption} aria-hidden="true">
        {t(`carousel.slides.${SLIDES[index]}.caption`)}
      </p>
      <div className={styles.controls}>
        <ul className={styles.dots}>
          {SLIDES.map((slide, position) => (
            <li key={slide}>
              <button
                type="button"
                className={styles.dot}
                aria-label={t('carousel.goTo', { current: position + 1, total: SLIDES.length })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.play}
          aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
        </button>
      </div>
    </section>
  );
}
