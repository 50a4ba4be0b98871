import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { idFor, type Translated } from "../ids.js";
import type { Catalogue } from "../catalogue/types.js";
import type { SeedWriter } from "../writer.js";
import { mediaId } from "./keys.js";

/** seed/media/manifest.json as seed/media/generate.ts writes it: per motif its views, files relative to seed/media. */
interface ManifestFile {
  width: number;
  height: number;
  file: string;
}
export interface ManifestEntry {
  key: string;
  alt?: Translated;
  views: (ManifestFile & { name: string; thumbnails: ManifestFile[] })[];
}

/** One picture (a motif's view) as the loader stores it; paths are relative to the served media directory. */
export interface ManifestMedia {
  /** "<motif>/<view>", the media key the catalogue uses. */
  key: string;
  path: string;
  mimeType: string;
  fileSize: number | null;
  width: number;
  height: number;
  thumbnails: { width: number; height: number; path: string }[];
  alt?: Translated;
}

const MIME_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
};

/**
 * Flattens the manifest into one entry per picture. `mediaDir` is the directory served at /media/ (manifest paths
 * start with its name, "files/…"); file sizes are read from there.
 */
export function readManifest(manifest: ManifestEntry[], mediaDir: string): ManifestMedia[] {
  const served = path.basename(mediaDir);
  const relative = (file: string) => {
    const parts = file.split("/");
    return (parts[0] === served ? parts.slice(1) : parts).join("/");
  };
  return manifest.flatMap((motif) =>
    motif.views.map((view) => {
      const file = relative(view.file);
      const absolute = path.join(mediaDir, file);
      return {
        key: `${motif.key}/${view.name}`,
        path: file,
        mimeType: MIME_TYPES[path.extname(file).slice(1).toLowerCase()] ?? "application/octet-stream",
        // Informational only: a picture not rendered yet must not stop the seed (the media test catches it).
        fileSize: existsSync(absolute) ? statSync(absolute).size : null,
        width: view.width,
        height: view.height,
        thumbnails: view.thumbnails.map((t) => ({ width: t.width, height: t.height, path: relative(t.file) })),
        alt: motif.alt,
      };
    }),
  );
}

/** media + media_translation (alt and title from the manifest or the motif) + media_thumbnail rows. */
export function addMedia(writer: SeedWriter, catalogue: Catalogue, media: ManifestMedia[]): void {
  const motifs = new Map(catalogue.motifs.map((motif) => [motif.key, motif]));
  for (const entry of media) {
    const alt = entry.alt ?? motifs.get(entry.key.split("/")[0])?.alt ?? null;
    const extension = path.extname(entry.path).slice(1).toLowerCase();
    writer.addTranslated(
      "media",
      {
        id: mediaId(entry.key),
        mime_type: entry.mimeType,
        file_extension: extension,
        // Unique per picture, as Shopware wants file names unique per folder: "linen-shirt-front".
        file_name: entry.key.replace(/\//g, "-"),
        file_size: entry.fileSize,
        width: entry.width,
        height: entry.height,
        path: entry.path,
        private: 0,
      },
      { alt, title: alt },
    );
  }
  for (const entry of media) {
    for (const thumbnail of entry.thumbnails) {
      writer.add("media_thumbnail", {
        id: idFor(`media.${entry.key}#${thumbnail.width}x${thumbnail.height}`),
        media_id: mediaId(entry.key),
        width: thumbnail.width,
        height: thumbnail.height,
        path: thumbnail.path,
      });
    }
  }
}
