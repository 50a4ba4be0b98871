import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app.js";
import { categoryRoutes } from "./category/category.routes.js";
import { cmsRoutes } from "./cms/cms.routes.js";
import { contextRoutes } from "./context/context.routes.js";
import { customerGroupRoutes } from "./customer-group/customer-group.routes.js";
import { mediaRoutes } from "./media/media.routes.js";
import { productRoutes } from "./product/product.routes.js";
import { seoRoutes } from "./seo/seo.routes.js";
import { sitemapRoutes } from "./sitemap/sitemap.routes.js";
import { systemRoutes } from "./system/system.routes.js";

export type RouteModule = (api: FastifyInstance, deps: AppDeps) => Promise<void>;

/** Every Store API route module, registered under /store-api in this order. */
export const routeModules: RouteModule[] = [contextRoutes, systemRoutes, productRoutes, categoryRoutes, cmsRoutes, seoRoutes, mediaRoutes, sitemapRoutes, customerGroupRoutes];
