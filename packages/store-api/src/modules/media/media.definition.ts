import { defineEntity, translated, type Entity, type ReadContext } from "../../dal/definition.js";
import type { Db } from "../../db/database.js";

/** Absolute URLs are built from the backend's public URL, set once at start-up (config.publicUrl). */
let publicUrl = "http://localhost:8000";
export function setMediaBaseUrl(url: string): void {
  publicUrl = url.replace(/\/+$/, "");
}
export const mediaUrl = (relativePath: string) => `${publicUrl}/media/${relativePath}`;

export const mediaThumbnailDefinition = defineEntity({
  name: "media_thumbnail",
  table: "media_thumbnail",
  fields: { mediaId: "id", width: "int", height: "int", path: "string" },
  associations: { media: { kind: "manyToOne", entity: "media", local: "mediaId" } },
  async enrich(_db: Db, entities: Entity[]) {
    for (const thumbnail of entities) thumbnail.url = mediaUrl(thumbnail.path as string);
  },
});

export const mediaDefinition = defineEntity({
  name: "media",
  table: "media",
  fields: {
    mimeType: "string",
    fileExtension: "string",
    fileName: "string",
    fileSize: "int",
    path: "string",
    private: "bool",
    alt: translated(),
    title: translated(),
    width: "int",
    height: "int",
  },
  associations: { thumbnails: { kind: "oneToMany", entity: "media_thumbnail", foreign: "mediaId" } },
  autoload: ["thumbnails"],
  storeFilter: () => [{ type: "equals", field: "private", value: false }],
  async enrich(db: Db, entities: Entity[], ctx: ReadContext) {
    void db;
    void ctx;
    for (const media of entities) {
      media.url = mediaUrl(media.path as string);
      media.hasFile = true;
      media.uploadedAt = media.createdAt;
      media.metaData = media.width ? { width: media.width, height: media.height } : null;
      delete media.width;
      delete media.height;
      (media.thumbnails as Entity[] | undefined)?.sort((a, b) => (a.width as number) - (b.width as number));
    }
  },
});
