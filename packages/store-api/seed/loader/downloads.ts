import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PACKAGE_ROOT } from "../../src/config.js";
import { idFor } from "../ids.js";
import type { DownloadSeed } from "../catalogue/types.js";
import type { SeedWriter } from "../writer.js";
import { downloadFile, DOWNLOAD_MIME_TYPES } from "./download-files.js";
import { slugify } from "./keys.js";
import type { LoadedProduct } from "./products.js";

/**
 * Digital products' files are private: they live under var/downloads (never under the public media directory) and
 * only an order-download route may stream them. media.path is relative to this directory.
 */
export const DOWNLOADS_DIR = path.join(PACKAGE_ROOT, "var/downloads");

interface PlannedFile {
  path: string;
  data: Buffer;
}

/** Private media + product_download rows for every digital product row (variants get their own links). */
export function addDownloads(writer: SeedWriter, products: LoadedProduct[]): PlannedFile[] {
  const files = new Map<string, PlannedFile>();
  for (const product of products) {
    if (product.variant) continue;
    for (const download of product.seed.downloads ?? []) {
      const mediaId = downloadMediaId(product.seed.key, download);
      const relative = `${slugify(product.seed.productNumber)}/${download.fileName}.${download.fileExtension}`;
      const data = downloadFile(download.fileExtension, product.seed.name["en-GB"]);
      files.set(relative, { path: relative, data });
      writer.addTranslated(
        "media",
        {
          id: mediaId,
          mime_type: DOWNLOAD_MIME_TYPES[download.fileExtension],
          file_extension: download.fileExtension,
          file_name: download.fileName,
          file_size: data.length,
          width: null,
          height: null,
          path: relative,
          private: 1,
        },
        { alt: null, title: product.seed.name },
      );
    }
  }
  for (const product of products) {
    (product.seed.downloads ?? []).forEach((download, position) => {
      const file = `${download.fileName}.${download.fileExtension}`;
      writer.add("product_download", {
        id: idFor(`${product.key}#download-${file}`),
        product_id: product.id,
        media_id: downloadMediaId(product.seed.key, download),
        position,
      });
    });
  }
  return [...files.values()];
}

const downloadMediaId = (productKey: string, download: DownloadSeed) =>
  idFor(`download.${productKey}.${download.fileName}.${download.fileExtension}`);

/**
 * Writes the files, skipping those already identical on disk; a temporary name plus rename keeps concurrent seeds
 * (parallel test files) from ever exposing a half-written file.
 */
export function writeDownloadFiles(files: PlannedFile[], directory = DOWNLOADS_DIR): number {
  let written = 0;
  for (const file of files) {
    const target = path.join(directory, file.path);
    if (existsSync(target) && readFileSync(target).equals(file.data)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, file.data);
    renameSync(temporary, target);
    written++;
  }
  return written;
}
