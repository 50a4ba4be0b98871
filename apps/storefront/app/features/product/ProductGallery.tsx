import { useEffect, useState, type KeyboardEvent } from "react";
import { Icon } from "../../components/ui/Icon";
import { Modal } from "../../components/ui/Modal";
import { preconnectImage } from "../../components/ui/preconnect-image";
import type { Locale } from "../../lib/i18n";
import { coveringUrl, srcSetAttribute, zoomUrl } from "../../lib/srcset";
import { t } from "./messages";
import type { GalleryImageView } from "./product";

const SIZES = "(min-width: 1024px) 560px, 100vw";

/** A thumbnail button is 80 CSS px: 240 device px at a density of 3. */
const THUMBNAIL_DEVICE_PX = 240;

function thumbnailSource(image: GalleryImageView): { src: string; srcSet?: string; sizes?: string } {
  const covering = coveringUrl(image.srcSet, THUMBNAIL_DEVICE_PX);
  return covering ? { src: covering } : { src: image.src, srcSet: srcSetAttribute(image.srcSet), sizes: "80px" };
}

/**
 * Main picture with thumbnails; a click on the picture opens it large in a dialog. Arrow keys move
 * between pictures both in the thumbnail row and in the dialog.
 */
export function ProductGallery({ images, name, locale }: { images: GalleryImageView[]; name: string; locale: Locale }) {
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // The lightbox is rendered from its first opening on (issue 15: not in the page's HTML), then stays mounted so
  // that closing it is the native dialog's close (focus returns to the picture link).
  const [lightbox, setLightbox] = useState(false);
  const image = images[current] ?? images[0];
  if (images[0]) preconnectImage(images[0].src);
  const step = (delta: number) => setCurrent((index) => (index + delta + images.length) % images.length);
  // Arrow keys in the thumbnail row select the neighbouring picture and move focus with it (roving focus).
  const onArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = (current + (event.key === "ArrowRight" ? 1 : -1) + images.length) % images.length;
    setCurrent(next);
    event.currentTarget.querySelectorAll("button")[next]?.focus();
  };

  useEffect(() => {
    if (!zoomed || images.length < 2) return;
    // The dialog's focus starts on its close button, so arrows are heard on the whole document while it is open.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      setCurrent((index) => (index + (event.key === "ArrowRight" ? 1 : -1) + images.length) % images.length);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [zoomed, images.length]);

  if (!image) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-xl bg-neutral-100 text-neutral-600">
        {t(locale.code, "noImage")}
      </div>
    );
  }

  return (
    <section aria-label={t(locale.code, "gallery")} className="min-w-0">
      {/* A link to the full picture without JavaScript; with it, the picture opens in the dialog. */}
      <a
        href={zoomUrl(image)}
        onClick={(event) => {
          event.preventDefault();
          setLightbox(true);
          setZoomed(true);
        }}
        className="block w-full cursor-zoom-in overflow-hidden rounded-xl bg-neutral-100"
        aria-label={`${t(locale.code, "enlargeImage")}: ${image.alt}`}
      >
        <img
          key={image.src}
          src={image.src}
          srcSet={srcSetAttribute(image.srcSet)}
          sizes={SIZES}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority={current === 0 ? "high" : undefined}
          className="aspect-square w-full object-contain"
        />
      </a>
      {images.length > 1 && (
        <div
          role="group"
          aria-label={t(locale.code, "gallery")}
          onKeyDown={onArrows}
          className="mt-4 flex gap-2 overflow-x-auto p-1"
        >
          {images.map((thumbnail, index) => (
            <button
              key={thumbnail.src}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={t(locale.code, "showImage", { index: index + 1, count: images.length })}
              aria-current={index === current || undefined}
              className={`size-20 shrink-0 overflow-hidden rounded-lg border-2 bg-neutral-100 ${
                index === current ? "border-brand-700" : "border-transparent hover:border-neutral-300"
              }`}
            >
              <img
                // 80 CSS px: one thumbnail of at least 240 px (a density of 3) rather than a srcset that would only
                // ever pick it (issue 15: product ≤ 60 KB); the srcset only when no thumbnail is that wide.
                {...thumbnailSource(thumbnail)}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="size-full object-contain"
              />
            </button>
          ))}
        </div>
      )}
      {lightbox && (
        <Modal
          open={zoomed}
          onClose={() => setZoomed(false)}
          title={name}
          closeLabel={t(locale.code, "close")}
          className="m-auto w-[min(100%-2rem,64rem)] rounded-xl bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-neutral-950/60"
        >
          <div className="relative">
            {zoomed && (
              <img
                src={image.src}
                srcSet={srcSetAttribute(image.srcSet)}
                sizes="(min-width: 1024px) 1024px, 100vw"
                alt={image.alt}
                width={image.width}
                height={image.height}
                className="mx-auto max-h-[75vh] w-auto object-contain"
              />
            )}
            {images.length > 1 && (
              <div className="mt-4 flex justify-center gap-4">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className="rounded-lg border border-neutral-300 p-2 hover:bg-neutral-50"
                >
                  <Icon name="chevronLeft" label={t(locale.code, "previousImage")} />
                </button>
                <span className="self-center text-sm text-neutral-700" aria-live="polite">
                  {current + 1} / {images.length}
                </span>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className="rounded-lg border border-neutral-300 p-2 hover:bg-neutral-50"
                >
                  <Icon name="chevronRight" label={t(locale.code, "nextImage")} />
                </button>
              </div>
            )}
          </div>
        </Modal>
      )}
    </section>
  );
}
