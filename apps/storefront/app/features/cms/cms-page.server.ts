import type { StoreApi } from "../../.server/store-api.server";
import { toMediaView, type ApiMedia } from "./cms-media";
import { toCmsPageView, type ApiCmsPage } from "./cms-page";
import type { CmsPageView, MediaView } from "./cms-types";

export type { ApiCmsPage } from "./cms-page";

/** Media ids that elements reference only by config (video previews), resolved in one call. */
function configMediaIds(page: ApiCmsPage): string[] {
  const ids = new Set<string>();
  for (const section of page.sections ?? []) {
    for (const block of section.blocks ?? []) {
      for (const slot of block.slots ?? []) {
        const preview = slot.config?.previewMedia?.value;
        if ((slot.type === "youtube-video" || slot.type === "vimeo-video") && typeof preview === "string" && preview) ids.add(preview);
      }
    }
  }
  return [...ids];
}

async function loadMedia(api: StoreApi, ids: string[]): Promise<Map<string, MediaView>> {
  const byId = new Map<string, MediaView>();
  if (ids.length === 0) return byId;
  const response = await api.client.invoke("readMedia post /media", { body: { ids } });
  for (const media of response.data as unknown as Array<ApiMedia & { id: string }>) {
    const view = toMediaView(media);
    if (view) byId.set(media.id, view);
  }
  return byId;
}

/** Converts a resolved CMS page for rendering, fetching what its elements only reference. */
export async function loadCmsPageView(api: StoreApi, page: ApiCmsPage, _url: URL): Promise<CmsPageView> {
  const mediaById = await loadMedia(api, configMediaIds(page));
  return toCmsPageView(page, { locale: api.locale, mediaById });
}
