import { useState } from "react";
import type { CmsElementView } from "../cms-types";
import { t } from "../messages";
import { useLocale } from "../../../lib/use-locale";
import { CmsImageTag } from "./CmsImageTag";

type VideoElement = Extract<CmsElementView, { type: "youtube-video" | "vimeo-video" }>;

/**
 * Click to load: nothing is requested from the video host until the shopper asks for the video.
 * Without JavaScript the poster is a plain link to the video on the host's site.
 */
export function CmsVideo({ element }: { element: VideoElement }) {
  const locale = useLocale();
  const [playing, setPlaying] = useState(false);
  const youtube = element.type === "youtube-video";
  const host = youtube ? "YouTube" : "Vimeo";
  const title = `${t(locale.code, "videoTitle")} (${host})`;
  const watchUrl = youtube
    ? `https://www.youtube.com/watch?v=${element.videoId}`
    : `https://vimeo.com/${element.videoId}`;

  if (playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-xl bg-neutral-900">
        <iframe
          src={element.embedUrl}
          title={title}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <a
      href={watchUrl}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative block aspect-video overflow-hidden rounded-xl bg-neutral-800"
    >
      {element.preview && (
        <CmsImageTag
          media={element.preview}
          sizes="(min-width: 1280px) 1280px, 100vw"
          alt=""
          className="h-full w-full object-cover opacity-80"
        />
      )}
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
        <span className="grid size-16 place-items-center rounded-full bg-white/95 text-neutral-900 shadow-lg transition-transform group-hover:scale-105">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
            <path d="M8 5.5v13l11-6.5z" />
          </svg>
        </span>
        {/* A dark panel keeps the white text readable over any preview picture. */}
        <span className="flex flex-col items-center gap-1 rounded-lg bg-neutral-950/80 px-4 py-2">
          <span className="text-lg font-semibold">{t(locale.code, "playVideo")}</span>
          <span className="text-sm">{t(locale.code, "videoNotice", { host })}</span>
        </span>
      </span>
    </a>
  );
}
