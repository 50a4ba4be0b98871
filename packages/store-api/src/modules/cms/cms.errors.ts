import { StoreApiError } from "../../http/errors.js";

/** Shopware's content-domain errors (CmsException, CategoryException, LandingPageException, MediaException). */
export const contentErrors = {
  cmsPageNotFound: (pageId: string) =>
    new StoreApiError(404, "CONTENT__CMS_PAGE_NOT_FOUND", `Page with id "${pageId}" was not found.`, { pageId }),
  categoryNotFound: (categoryId: string) =>
    new StoreApiError(404, "CONTENT__CATEGORY_NOT_FOUND", `Category "${categoryId}" not found.`, { categoryId }),
  landingPageNotFound: (landingPageId: string) =>
    new StoreApiError(404, "CONTENT__LANDING_PAGE_NOT_FOUND", `Landing page "${landingPageId}" not found.`, {
      landingPageId,
    }),
  mediaEmptyId: () => new StoreApiError(400, "CONTENT__MEDIA_EMPTY_ID", "A media id must be provided."),
};
