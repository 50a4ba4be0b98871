// build-plugins/lazy-chunks.ts: the client files of each lazily loaded module, by source path.
declare module "virtual:lazy-chunks" {
  const assets: Record<string, { js: string[]; css: string[] }>;
  export default assets;
}

// build-plugins/catalogue-parts.ts: per client chunk, per language, the files of the catalogue parts it loads.
declare module "virtual:catalogue-parts" {
  const files: Record<string, Record<string, string[]>>;
  export default files;
}
