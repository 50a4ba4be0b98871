/**
 * fetch() and the read of the whole body under one hard deadline. An AbortSignal alone does not make that sure: an
 * abort that lands while the body is being read can leave the read pending forever (nodejs/node#56917), and one such
 * request stalled the whole `npm run load -- --scale` run (issue 17). Here the deadline's own timer settles the
 * promise (and aborts the request, which frees its socket) whatever the body read does.
 */

export interface FetchedText {
  response: Response;
  text: string;
}

/** Rejects with a `TimeoutError` (as `AbortSignal.timeout` does) when headers and body took longer than `deadlineMs`. */
export async function fetchText(url: string, init: RequestInit, deadlineMs: number): Promise<FetchedText> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DOMException(`no complete answer within ${deadlineMs} ms`, "TimeoutError");
      controller.abort(error);
      reject(error);
    }, deadlineMs);
  });
  const answered = (async () => {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { response, text: await response.text() };
  })();
  // The losing side's rejection is expected: keep it from surfacing as an unhandled rejection.
  answered.catch(() => undefined);
  try {
    return await Promise.race([answered, expired]);
  } finally {
    clearTimeout(timer);
  }
}
