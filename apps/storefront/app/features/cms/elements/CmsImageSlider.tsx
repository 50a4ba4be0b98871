import { useId, useRef, useState } from "react";
import type { CmsElementView } from "../cms-types";
import { t } from "../messages";
import { useLocale } from "../../../lib/use-locale";
import { CmsImageTag } from "./CmsImageTag";
import { CmsLink } from "./CmsLink";
import { SlideButton } from "./SlideButton";

type SliderElement = Extract<CmsElementView, { type: "image-slider" | "image-gallery" }>;

interface CmsImageSliderProps {
  element: SliderElement;
  eager: boolean;
  highPriority?: boolean;
}

/**
 * An accessible carousel (WAI-ARIA APG): a scroll-snap strip that works without JavaScript
 * (swipe or scroll), enhanced with previous/next and per-slide buttons. It never advances on
 * its own, so nobody has to hunt for a pause button.
 */
export function CmsImageSlider({ element, eager, highPriority = eager }: CmsImageSliderProps) {
  const locale = useLocale();
  const stripRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const id = useId();
  const total = element.items.length;
  if (total === 0) return null;
  const gallery = element.type === "image-gallery";
  const cover = element.type === "image-slider" && element.displayMode === "cover";
  // Slides of different shapes would make the strip as tall as the tallest one: all take the first's shape.
  const first = element.items[0]?.media;
  const aspectRatio = first?.width && first.height ? `${first.width} / ${first.height}` : "4 / 3";

  const show = (index: number) => {
    const strip = stripRef.current;
    if (!strip) return;
    const target = (index + total) % total;
    strip.scrollTo({ left: target * strip.clientWidth, behavior: "smooth" });
    setCurrent(target);
  };
  const onScroll = () => {
    const strip = stripRef.current;
    if (strip && strip.clientWidth > 0) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t(locale.code, gallery ? "gallery" : "carousel")}
      // A gallery of square product shots would otherwise fill the whole screen.
      className={gallery ? "relative mx-auto w-full max-w-3xl" : "relative"}
    >
      {/* Not a list: the slides carry role="group", which a list item may not. */}
      <div
        ref={stripRef}
        id={`${id}-slides`}
        onScroll={onScroll}
        aria-live="polite"
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {element.items.map((item, index) => {
          const image = (
            <CmsImageTag
              media={item.media}
              sizes="(min-width: 1280px) 1280px, 100vw"
              eager={eager && index === 0}
              highPriority={highPriority && index === 0}
              // The merchant's minimum height suits wide screens; phones keep a 4:3 crop.
              className={
                cover
                  ? "aspect-[4/3] h-full w-full object-cover md:aspect-auto md:min-h-(--cms-min-height)"
                  : "h-auto w-full object-cover"
              }
              style={
                cover ? (element.minHeight ? { "--cms-min-height": element.minHeight } : undefined) : { aspectRatio }
              }
            />
          );
          return (
            <div
              key={`${item.media.url}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t(locale.code, "slide", { index: index + 1, total })}
              className="w-full shrink-0 snap-start"
            >
              {item.link ? (
                <CmsLink link={item.link} className="block h-full">
                  {image}
                </CmsLink>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {total > 1 && (
        <>
          <SlideButton
            direction="previous"
            label={t(locale.code, "previousSlide")}
            controls={`${id}-slides`}
            onClick={() => show(current - 1)}
          />
          <SlideButton
            direction="next"
            label={t(locale.code, "nextSlide")}
            controls={`${id}-slides`}
            onClick={() => show(current + 1)}
          />
          <div className={`mt-3 flex justify-center gap-2 ${gallery ? "flex-wrap" : ""}`}>
            {element.items.map((item, index) => (
              <button
                key={`${item.media.url}-dot-${index}`}
                type="button"
                aria-controls={`${id}-slides`}
                aria-label={t(locale.code, "goToSlide", { index: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                onClick={() => show(index)}
                className={
                  gallery
                    ? `overflow-hidden rounded-lg border-2 ${index === current ? "border-brand-700" : "border-transparent"}`
                    : "grid size-6 place-items-center rounded-full"
                }
              >
                {gallery ? (
                  <CmsImageTag media={item.media} sizes="64px" alt="" className="size-14 object-cover sm:size-16" />
                ) : (
                  <span
                    className={`block size-2.5 rounded-full ${index === current ? "bg-brand-700" : "bg-neutral-400"}`}
                  />
                )}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
