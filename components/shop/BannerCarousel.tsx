'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Link from '@/components/i18n/Link';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { AUTOPLAY_INTERVAL_MS } from './autoplay';

/** One slide, in the page's language; `image` is rendered on the server (StaticImage), so the carousel ships no image code. */
export type BannerSlide = { title: string; text: string; image: React.ReactNode; href: string; cta: string };

/** A horizontal drag at least this long (px) counts as a swipe. */
const SWIPE_MIN_PX = 40;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The home page banner (four slides). Previous/next buttons, arrow keys while focus is inside, swipe, and
 * autoplay that a visible button pauses. Autoplay stays off for people who ask for reduced motion, and rests while
 * the pointer or keyboard focus is on the carousel so that nothing moves under the reader. Its controls speak the
 * page's language.
 */
export function BannerCarousel({ slides, label }: { slides: BannerSlide[]; label: string }) {
  const { bannerTexts } = useTexts();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );

  const count = slides.length;
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const moving = playing && !hovered && !focused;
  const show = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (!moving) return;
    // Keyed on the index too: any change of slide, by hand or by timer, restarts the full interval.
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), AUTOPLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [moving, index, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden bg-neutral text-neutral-content"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          show(index - 1);
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          show(index + 1);
        }
      }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="touch-pan-y select-none focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-accent"
        role="group"
        tabIndex={0}
        aria-label={bannerTexts.slidesLabel}
        aria-live={moving ? 'off' : 'polite'}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const distance = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(distance) >= SWIPE_MIN_PX) show(distance < 0 ? index + 1 : index - 1);
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, position) => {
            const current = position === index;
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={bannerTexts.slideOf(position + 1, count)}
                aria-hidden={!current}
                inert={!current}
                data-current={current || undefined}
                className="drawn-when-near relative h-[26rem] w-full shrink-0 sm:h-[28rem] lg:h-[30rem]"
              >
                {slide.image}
                <div className="absolute inset-0 bg-gradient-to-r from-neutral/90 via-neutral/65 to-neutral/10" />
                <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center gap-4 px-6 pb-12 sm:px-12">
                  <h2 className="max-w-xl text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">{slide.title}</h2>
                  <p className="max-w-lg text-base sm:text-lg">{slide.text}</p>
                  <p>
                    <Link href={slide.href} className="btn btn-accent" prefetch={false}>
                      {slide.cta}
                    </Link>
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2 px-4">
        <button type="button" className="btn btn-circle btn-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent" aria-label={bannerTexts.previous} onClick={() => show(index - 1)}>
          <Chevron direction="left" />
        </button>
        <div className="flex items-center gap-1">
          {slides.map((slide, position) => (
            <button
              key={slide.title}
              type="button"
              className="grid h-8 w-8 place-items-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              aria-label={bannerTexts.showSlide(position + 1, slide.title)}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => show(position)}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${position === index ? 'w-6 bg-accent' : 'w-2.5 bg-neutral-content/70'}`}
              />
            </button>
          ))}
        </div>
        <button type="button" className="btn btn-circle btn-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent" aria-label={bannerTexts.next} onClick={() => show(index + 1)}>
          <Chevron direction="right" />
        </button>
        <button
          type="button"
          className="btn btn-sm ml-2 min-w-20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
          aria-label={playing ? bannerTexts.pauseLabel : bannerTexts.playLabel}
        >
          {playing ? bannerTexts.pause : bannerTexts.play}
        </button>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
