import { Transform, type TransformCallback } from "node:stream";

/**
 * What React's renderToPipeableStream writes, passed on in one chunk per flush. React writes 4 KB pieces and calls
 * the destination's flush() at the end of each batch of completed work (react-dom-server.node: flushBuffered); each
 * piece used to travel on its own through the Node → web stream bridge, compression (one zlib round trip each) and
 * the socket (issue 15 profile: processChunk, writev and the stream bridge were ~15 % of a session render). Holding
 * the pieces until flush() changes no byte and no ordering, and streaming stays: every batch React finishes (the
 * shell, each later Suspense boundary) leaves at its flush. `maxBytes` bounds what waits for a flush.
 */
export class CoalescingStream extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly maxBytes = 256 * 1024,
    private readonly onFinal?: () => void,
    /** Applied to each chunk before it is passed on (entry.server.tsx: the head's script preloads). */
    private readonly rewrite?: (chunk: Buffer) => Buffer,
  ) {
    super();
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback): void {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
    this.pending.push(buffer);
    this.pendingBytes += buffer.length;
    if (this.pendingBytes >= this.maxBytes) this.flush();
    callback();
  }

  /** Passes on what was written since the last flush (called by React after each batch). */
  flush(): void {
    if (this.pendingBytes === 0) return;
    const [first] = this.pending;
    const chunk = this.pending.length === 1 && first ? first : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.push(this.rewrite ? this.rewrite(chunk) : chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.onFinal?.();
    callback();
  }
}
