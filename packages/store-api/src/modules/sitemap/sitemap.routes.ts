import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { StoreApiError } from "../../http/errors.js";
import { SitemapService } from "./sitemap.service.js";

export async function sitemapRoutes(api: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const sitemaps = new SitemapService(db, config.storefrontUrls[0]);

  api.get("/sitemap", async (request) => {
    const files = await sitemaps.files(request.ctx);
    return files.map((file) => ({ filename: file.filename, created: file.created, apiAlias: "sitemap" }));
  });

  // Each listed file is served gzipped under its name, and as plain XML without the `.gz`.
  api.get("/sitemap/:filePath", async (request, reply) => {
    const { filePath } = request.params as { filePath: string };
    const files = await sitemaps.files(request.ctx);
    const gzipped = files.find((file) => file.filename === filePath);
    if (gzipped)
      return reply
        .header("Content-Type", "application/gzip")
        .header("Content-Disposition", `attachment; filename="${gzipped.filename}"`)
        .send(gzipped.gzip);
    const plain = files.find((file) => file.filename === `${filePath}.gz`);
    if (plain) return reply.header("Content-Type", "application/xml; charset=utf-8").send(plain.xml);
    throw new StoreApiError(404, "CONTENT__SITEMAP_FILE_NOT_FOUND", `File ${filePath} not found.`, { path: filePath });
  });
}
