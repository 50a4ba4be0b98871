import { performance } from "node:perf_hooks";
import { fetchText } from "./deadline-fetch.js";

/**
 * The HTTP side of a simulated shopper: a browser without JavaScript. It keeps its own cookie jar (the storefront's
 * `sw-context-token` and flash cookies), follows redirects itself so every request is timed and counted on its own,
 * and records each request in a shared log the report reads.
 */

/** One request as the report sees it. */
export interface RequestRecord {
  kind: string;
  method: "GET" | "POST";
  path: string;
  /** Milliseconds since the run started (`performance.now()` of the run's clock). */
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 for a transport error (refused, reset, timed out). */
  status: number;
  /** Transport error message (status 0). */
  error?: string;
  /** The page said the translated 'server is busy' text. */
  busyPage?: boolean;
}

export class RequestLog {
  readonly records: RequestRecord[] = [];
  constructor(readonly origin: number = performance.now()) {}
  now(): number {
    return performance.now() - this.origin;
  }
}

interface StoredCookie {
  value: string;
  /** Absolute expiry (ms since epoch) or null for a session cookie. */
  expires: number | null;
}

/** A cookie jar for one host: name → value, honouring Max-Age/Expires (a deleted flash cookie goes away). */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(";");
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let expires: number | null = null;
      for (const attribute of attributes) {
        const [key, raw = ""] = attribute.split("=");
        const lower = key.trim().toLowerCase();
        if (lower === "max-age") expires = Date.now() + Number(raw.trim()) * 1000;
        else if (lower === "expires" && expires === null) expires = Date.parse(raw.trim());
      }
      if ((expires !== null && expires <= Date.now()) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, { value, expires });
    }
  }

  get(name: string): string | undefined {
    const cookie = this.cookies.get(name);
    if (!cookie) return undefined;
    if (cookie.expires !== null && cookie.expires <= Date.now()) {
      this.cookies.delete(name);
      return undefined;
    }
    return cookie.value;
  }

  header(): string {
    return [...this.cookies.keys()]
      .map((name) => [name, this.get(name)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  }
}

export interface Page {
  status: number;
  /** The final URL path (after redirects). */
  path: string;
  html: string;
  /** Transport error of the last request (status 0). */
  error?: string;
}

/** The storefront's translated 'server is busy' message (apps/storefront/app/lib/messages.ts, serverBusy) per locale. */
export const SERVER_BUSY_TEXTS = [
  "The server is busy. Please try again in a moment.",
  "Serwer jest zajęty. Spróbuj ponownie za chwilę.",
  "Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.",
];

const REQUEST_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;

/** One browser: a cookie jar and the storefront origin. A new `Browser` is a new visitor (no session). */
export class Browser {
  readonly jar = new CookieJar();
  private referer: string | undefined;

  /** `deadlineMs`: how long one request (headers and whole body) may take before it ends as a "timeout" error. */
  private readonly deadlineMs: number;

  constructor(
    readonly origin: string,
    private readonly log: RequestLog,
    options: { deadlineMs?: number } = {},
  ) {
    this.deadlineMs = options.deadlineMs ?? REQUEST_TIMEOUT_MS;
  }

  get contextToken(): string | undefined {
    return this.jar.get("sw-context-token");
  }

  /** GET a page (following redirects, each hop recorded as `kind`). */
  get(kind: string, path: string): Promise<Page> {
    return this.request(kind, "GET", path);
  }

  /** POST a form (application/x-www-form-urlencoded) as a browser does, then follow the 303 with GETs. */
  post(kind: string, path: string, fields: [string, string][], followKind = `${kind} → page`): Promise<Page> {
    return this.request(kind, "POST", path, new URLSearchParams(fields).toString(), followKind);
  }

  private async request(
    kind: string,
    method: "GET" | "POST",
    path: string,
    body?: string,
    followKind?: string,
  ): Promise<Page> {
    let currentKind = kind;
    let currentMethod = method;
    let currentPath = path;
    let currentBody = body;
    for (let hop = 0; ; hop++) {
      const record: RequestRecord = {
        kind: currentKind,
        method: currentMethod,
        path: currentPath,
        startedAt: this.log.now(),
        endedAt: 0,
        status: 0,
      };
      this.log.records.push(record);
      const headers: Record<string, string> = {
        accept: "text/html,application/xhtml+xml",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) shop-load/1.0 (no JavaScript)",
      };
      const cookie = this.jar.header();
      if (cookie) headers.cookie = cookie;
      if (this.referer) headers.referer = this.referer;
      if (currentMethod === "POST") {
        headers["content-type"] = "application/x-www-form-urlencoded";
        headers.origin = this.origin;
      }
      try {
        const { response, text: html } = await fetchText(
          `${this.origin}${currentPath}`,
          { method: currentMethod, headers, body: currentBody, redirect: "manual" },
          this.deadlineMs,
        );
        this.jar.store(response.headers.getSetCookie());
        record.endedAt = this.log.now();
        record.status = response.status;
        if (response.status >= 400) record.busyPage = SERVER_BUSY_TEXTS.some((text) => html.includes(text));
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
          const next = new URL(location, `${this.origin}${currentPath}`);
          if (next.origin !== this.origin) return { status: response.status, path: currentPath, html };
          currentPath = `${next.pathname}${next.search}`;
          currentMethod = "GET";
          currentBody = undefined;
          currentKind = followKind ?? `${kind} → page`;
          continue;
        }
        if (currentMethod === "GET" && response.status < 400) this.referer = `${this.origin}${currentPath}`;
        return { status: response.status, path: currentPath, html };
      } catch (error) {
        record.endedAt = this.log.now();
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        record.error = (error as Error).name === "TimeoutError" ? "timeout" : (cause ?? (error as Error).message);
        return { status: 0, path: currentPath, html: "", error: record.error };
      }
    }
  }
}
