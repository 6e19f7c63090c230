import type { Review } from '@ironvolt/shared/reviews';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FocusEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/**
 * Reviews in an endless carousel: one card below 1024 px, three from there up; turns by itself every 5 s,
 * holds still while hovered or focused, and never moves by itself for someone who prefers reduced motion.
 */
export const ReviewsCarousel = ({ reviews, label, renderReview }: ReviewsCarouselProps) => {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: !reducedMotion,
        // Hover and focus are handled below, for the buttons as well as the slides.
        stopOnInteraction: false,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    [reducedMotion],
  );
  const plugins = useMemo(() => [autoplay], [autoplay]);
  // Embla is made, and measures every slide (laying out the page there and then), only once the carousel comes
  // near the screen: not inside the task that renders the page, and not at all for a visitor who never scrolls
  // down to it. Until then the first slides simply stand in place.
  const carouselRef = useRef<HTMLElement>(null);
  const active = useNearViewport(carouselRef);
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { loop: true, align: 'start', duration: reducedMotion ? 1 : 30 },
    plugins,
  );
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
    autoplay.play();
  }, [autoplay, reducedMotion]);

  const pause = useCallback(() => {
    // Before Embla has started, the plugin has nothing to stop.
    if (emblaApi) autoplay.stop();
  }, [autoplay, emblaApi]);

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
      <div ref={active ? viewportRef : undefined} className="overflow-hidden">
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
          onClick={() => emblaApi?.scrollPrev()}
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
          onClick={() => emblaApi?.scrollNext()}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
};
