/** The embedded backend's seeded sales-channel access key. */
const EMBEDDED_ACCESS_KEY = "SWSCZHJLBXBTWGHQTKVXM1ZRNQ";
const EMBEDDED_URL = "http://127.0.0.1:8000";

export interface StoreApiConfig {
  /** e.g. http://127.0.0.1:8000/store-api */
  baseURL: string;
  accessKey: string;
}

/** Read on every call so a test or a process manager can point the server elsewhere. */
export function storeApiConfig(env: NodeJS.ProcessEnv = process.env): StoreApiConfig {
  const origin = (env.STORE_API_URL || EMBEDDED_URL).replace(/\/+$/, "");
  return {
    baseURL: `${origin}/store-api`,
    accessKey: env.STORE_API_ACCESS_KEY || EMBEDDED_ACCESS_KEY,
  };
}
