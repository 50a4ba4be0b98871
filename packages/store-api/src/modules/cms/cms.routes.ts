import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.js";

export async function cmsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  void api;
  void deps;
}
