import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app.js";
import { contextRoutes } from "./context/context.routes.js";
import { systemRoutes } from "./system/system.routes.js";

export type RouteModule = (api: FastifyInstance, deps: AppDeps) => Promise<void>;

/** Every Store API route module, registered under /store-api in this order. */
export const routeModules: RouteModule[] = [contextRoutes, systemRoutes];
