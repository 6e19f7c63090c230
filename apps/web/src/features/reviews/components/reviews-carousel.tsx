import type { Review } from '@ironvolt/shared/reviews';
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useNearViewport } from '@/hooks/use-near-viewport';

/** SPEC: a new review every 5 seconds. */
export const AUTOPLAY_DELAY_MS = 5000;

type ReviewsCarouselProps = {
  reviews: Review[];
  /** Accessible name of the carousel. */
  label: string;
  renderReview: (review: Review) => ReactNode;
};

type Carousel = { api: EmblaCarouselType; autoplay: AutoplayType };

/**
 * Reviews in an endless carousel: one card below 1024 px, three from there up; turns by itself every 5 s,
 * holds still while hovered or focused, and never moves by itself for someone who prefers reduced motion.
 */
export const ReviewsCarousel = ({ reviews, label, renderReview }: ReviewsCarouselProps) => {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Embla is loaded and made, and measures every slide (laying out the page there and then), only once the
  // carousel comes near the screen: not with the page's code, not inside the task that renders the page, and not
  // at all for a visitor who never scrolls down to it. Until then the first slides simply stand in place.
  const carouselRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const active = useNearViewport(carouselRef);
  const [carousel, setCarousel] = useState<Carousel>();
  // A turn asked for while Embla was still loading, made once it is there.
  const wanted = useRef<'prev' | 'next'>(undefined);

  useEffect(() => {
    if (!active) return;
    let made: Carousel | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        const viewport = viewportRef.current;
        if (cancelled || !viewport) return;
        const autoplay = Autoplay({
          delay: AUTOPLAY_DELAY_MS,
          playOnInit: !reducedMotion,
          // Hover and focus are handled below, for the buttons as well as the slides.
          stopOnInteraction: false,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        });
        const api = EmblaCarousel(
          viewport,
          { loop: true, align: 'start', duration: reducedMotion ? 1 : 30 },
          [autoplay],
        );
        made = { api, autoplay };
        setCarousel(made);
        if (wanted.current === 'prev') api.scrollPrev();
        if (wanted.current === 'next') api.scrollNext();
        wanted.current = undefined;
      },
    );
    return () => {
      cancelled = true;
      made?.api.destroy();
      setCarousel(undefined);
    };
  }, [active, reducedMotion]);
  const emblaApi = carousel?.api;
  const autoplay = carousel?.autoplay;

  const [selected, setSelected] = useState(0);
  const hovered = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const resume = useCallback(() => {
    if (reducedMotion || hovered.current || focused.current) return;
    autoplay?.play();
  }, [autoplay, reducedMotion]);

  // Before Embla has started, the plugin has nothing to stop.
  const pause = useCallback(() => autoplay?.stop(), [autoplay]);

  const turn = (direction: 'prev' | 'next') => {
    if (!emblaApi) wanted.current = direction;
    else if (direction === 'prev') emblaApi.scrollPrev();
    else emblaApi.scrollNext();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    resume();
  };

  const count = reviews.length;
  return (
    <section
      ref={carouselRef}
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => {
        hovered.current = true;
        pause();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        resume();
      }}
      onFocus={() => {
        focused.current = true;
        pause();
      }}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {reviews.map((review, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
            <div
              key={review._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 lg:basis-1/3"
            >
              {renderReview(review)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          className="btn btn-circle btn-outline"
          aria-label="Previous reviews"
          onClick={() => turn('prev')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-16 text-center text-base-content/75 text-sm" aria-live="off">
          {count > 0 ? `${selected + 1} / ${count}` : null}
        </p>
        <button
          type="button"
          className="btn btn-circle btn-outline"
          aria-label="Next reviews"
          onClick={() => turn('next')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
};
