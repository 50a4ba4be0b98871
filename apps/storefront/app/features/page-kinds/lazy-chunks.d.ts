// build-plugins/lazy-chunks.ts: the client files of each lazily loaded module, by source path.
declare module "virtual:lazy-chunks" {
  const assets: Record<string, { js: string[]; css: string[] }>;
  export default assets;
}
