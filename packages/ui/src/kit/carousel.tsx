// The banner carousel (§2 Pre-login carousel), after the WAI-ARIA APG tabbed carousel: rotation
// control first, previous and next, one tab per slide; arrow keys move the selection; rotation
// pauses while the pointer or keyboard focus is inside, and stays stopped once a person stops it.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '@portal/domain/constants';
import styles from './carousel.module.css';
import { Spinner } from './spinner';

export interface CarouselSlide {
  id: string;
  alt: string;
  /** Fallback source, also used where <source> media does not match. */
  src: string;
  /** Responsive sources, by device type and pixel ratio (§3 Assets). */
  sources: readonly { media: string; srcSet: string }[];
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel region. */
  label?: string;
  intervalMs?: number;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

type ImageState = 'loading' | 'loaded' | 'failed';

export function Carousel({ slides, label, intervalMs = CAROUSEL_INTERVAL_MS }: CarouselProps) {
  const { t } = useTranslation('common');
  const baseId = useId();
  const count = slides.length;
  const rotates = count > 1;
  const [index, setIndex] = useState(0);
  // A person's choice; reduced-motion users start stopped (WCAG 2.2.2 and their own setting).
  const [playing, setPlaying] = useState(() => rotates && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [images, setImages] = useState<Record<string, ImageState>>({});
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const rotating = playing && !hovered && !focused;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotates || !rotating) return undefined;
    const timer = setTimeout(() => go(index + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotates, rotating, index, intervalMs, go]);

  const mark = (id: string, state: ImageState) =>
    setImages((prev) => (prev[id] === state ? prev : { ...prev, [id]: state }));

  // On every control of the carousel (they are the only things that take focus in it).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!rotates) return;
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    const onTab = event.currentTarget.getAttribute('role') === 'tab';
    // Up, Down, Home and End belong to the slide picker only; left and right work anywhere inside.
    if (!onTab && !['ArrowRight', 'ArrowLeft'].includes(event.key)) return;
    event.preventDefault();
    const next = ((target % count) + count) % count;
    go(next);
    if (onTab) tabRefs.current[next]?.focus();
  };

  if (count === 0) return null;

  return (
    <section
      className={styles.carousel}
      // A role description is read instead of the role's name: it speaks the page's language.
      aria-roledescription={t('carousel.roleCarousel')}
      aria-label={label ?? t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.viewport} id={`${baseId}-slides`} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const state = images[slide.id] ?? 'loading';
          const near = i === index || i === (index + 1) % count;
          return (
            <div
              key={slide.id}
              id={`${baseId}-slide-${i}`}
              className={styles.slide}
              role={rotates ? 'tabpanel' : 'group'}
              aria-roledescription={t('carousel.roleSlide')}
              aria-label={t('carousel.slide', { index: i + 1, count })}
              hidden={i !== index}
              data-state={state}
            >
              <picture className={styles.picture}>
                {slide.sources.map((s) => (
                  <source key={s.media} media={s.media} srcSet={s.srcSet} />
                ))}
                <img
                  src={slide.src}
                  alt={slide.alt}
                  loading={near ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  ref={(img) => {
                    // An image already in the cache may be complete before React attaches onLoad.
                    if (img?.complete && img.naturalWidth > 0) mark(slide.id, 'loaded');
                  }}
                  onLoad={() => mark(slide.id, 'loaded')}
                  onError={() => mark(slide.id, 'failed')}
                />
              </picture>
              {state === 'loading' && (
                <div className={styles.loading}>
                  <Spinner />
                </div>
              )}
              {state === 'failed' && (
                <p className={styles.failed}>
                  {slide.alt} {t('carousel.imageFailed')}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {rotates && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onKeyDown={onKeyDown}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          >
            {playing ? (
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
              </svg>
            ) : (
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 4l13 8-13 8z" />
              </svg>
            )}
          </button>
          <button
            type="button"
            className={styles.control}
            onKeyDown={onKeyDown}
            onClick={() => go(index - 1)}
            aria-controls={`${baseId}-slides`}
            aria-label={t('carousel.previous')}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15.4 5.4L14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
            </svg>
          </button>
          <div className={styles.tabs} role="tablist" aria-label={t('carousel.slides')}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                className={styles.tab}
                id={`${baseId}-tab-${i}`}
                aria-selected={i === index}
                aria-controls={`${baseId}-slide-${i}`}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                tabIndex={i === index ? 0 : -1}
                onKeyDown={onKeyDown}
                onClick={() => go(i)}
              >
                <span className={styles.dot} aria-hidden="true" />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onKeyDown={onKeyDown}
            onClick={() => go(index + 1)}
            aria-controls={`${baseId}-slides`}
            aria-label={t('carousel.next')}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8.6 5.4L10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
