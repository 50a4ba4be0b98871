import type { FastifyInstance } from "fastify";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/database.js";
import type { ChannelCache } from "./modules/context/channel-cache.js";

/** What every route module is given by buildApp (app.ts); its own module so routes need not import app.ts. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  channels: ChannelCache;
}

/** A Store API route module: registers its routes on the /store-api instance (the list is in modules/index.ts). */
export type RouteModule = (api: FastifyInstance, deps: AppDeps) => Promise<void>;
