import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Socket} from 'node:net';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes files: its body may take REQUEST_TIMEOUT_MS to arrive, not FORM_TIMEOUT_MS. */
    upload?: boolean;
    /** The form's file field, where a refused upload's message belongs (D105). */
    uploadField?: string;
  }
}

/** What a client that was too slow reads: the same JSON shape as every refusal (server/api/errors.ts). */
const timedOutBody = JSON.stringify({error: 'The request took too long to arrive', fields: {}});

/**
 * Answers 408 to a request whose body is still arriving and closes the
 * connection after the answer, so the client reads why instead of seeing the
 * connection drop (issue 42: a silent upload was closed without a word).
 */
function answerTimedOut(response: ServerResponse, socket: Socket | null): void {
  if (response.headersSent || response.writableEnded) {
    socket?.destroy();
    return;
  }
  response.writeHead(408, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(timedOutBody),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Node closes the connection once the answer is written; the rest of the body is never read.
    connection: 'close',
  });
  response.end(timedOutBody);
}

/**
 * Slow clients (issue 42). Node cuts off a request whose whole body takes more
 * than REQUEST_TIMEOUT_MS (long enough for a 50 MB upload on a slow uplink)
 * and headers that take more than FORM_TIMEOUT_MS, answering 408 itself. Here:
 * - the body of anything but an upload route (`config: {upload: true}`) must
 *   arrive within FORM_TIMEOUT_MS, so a few bytes sent one at a time cannot
 *   hold a connection for a quarter of an hour;
 * - a request body that stops arriving for IDLE_TIMEOUT_MS gets the 408 too,
 *   where Node would close the connection without an answer.
 */
export const timeoutsPlugin = fastifyPlugin(
  async (app) => {
    const {formTimeoutMs} = app.config;
    app.addHook('onRequest', async (request, reply) => {
      const incoming = request.raw;
      // A request without a body has been read in full already.
      if (incoming.complete) return;
      const response = reply.raw;
      // Emitted on the request only while it is incomplete; answered, Node leaves the socket to us.
      incoming.once('timeout', () => answerTimedOut(response, incoming.socket));
      if (request.routeOptions.config.upload) {
        // An upload may take REQUEST_TIMEOUT_MS in all, but not trickle: fewer than
        // UPLOAD_MIN_BYTES_PER_SECOND over any 10 s is answered 408 (issue 65).
        const minBytes = app.config.uploadMinBytesPerSecond * (uploadRateWindowMs / 1000);
        if (minBytes === 0) return;
        // Read from the socket's own count: a 'data' listener would start the body flowing
        // before the route's parser is attached, and its first bytes would be lost.
        const socket = incoming.socket;
        let readBefore = socket.bytesRead;
        const check = setInterval(() => {
          if (incoming.complete) return stop();
          if (socket.bytesRead - readBefore < minBytes) {
            stop();
            answerTimedOut(response, socket);
          }
          readBefore = socket.bytesRead;
        }, uploadRateWindowMs);
        check.unref();
        const stop = () => clearInterval(check);
        incoming.once('end', stop);
        response.once('close', stop);
        return;
      }
      const deadline = setTimeout(() => {
        if (!incoming.complete) answerTimedOut(response, incoming.socket);
      }, formTimeoutMs);
      deadline.unref();
      const clear = () => clearTimeout(deadline);
      incoming.once('end', clear);
      response.once('close', clear);
    });
  },
  {name: 'trendsoft-timeouts'},
);

/**
 * For a body not worth reading on (a million tiny parts, issue 65): the answer is sent with
 * `Connection: close`, nothing more is read, and the connection is closed once it has gone.
 */
export function closeAfterAnswer(incoming: IncomingMessage, response: ServerResponse): void {
  incoming.unpipe();
  incoming.pause();
  response.once('finish', () => {
    const socket = incoming.socket;
    socket.end();
    // A client that never reads its answer does not keep the socket.
    setTimeout(() => socket.destroy(), 2000).unref();
  });
}

/** The window over which an upload's rate is measured (issue 65). */
export const uploadRateWindowMs = 10_000;

/**
 * The most of a refused body read and discarded so that the client reads the
 * refusal: above the largest upload (50 MB and its fields), so any body a
 * browser would send fits; a larger one is cut off unread, as before.
 */
export const drainLimitBytes = 64 * 1024 * 1024;

/**
 * Reads and discards what is left of a request's body, up to `limitBytes`.
 * A server that answers 413 and closes while the client is still sending has
 * the client's next write fail (EPIPE), and a browser then reports a broken
 * connection instead of the answer (issue 42).
 */
export function drainBody(incoming: IncomingMessage, limitBytes = drainLimitBytes): Promise<void> {
  const declared = Number(incoming.headers['content-length']);
  if (incoming.complete || incoming.destroyed || declared > limitBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      incoming.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limitBytes) done();
    };
    incoming.on('data', onData);
    incoming.once('end', done);
    incoming.once('close', done);
    incoming.once('error', done);
    incoming.resume();
  });
}
