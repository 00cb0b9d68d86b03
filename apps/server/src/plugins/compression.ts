import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const COMPRESS_THRESHOLD = 1024;
const SYNC_COMPRESS_MAX = 64 * 1024;

// The plugin pipes each answer over its threshold through a zlib stream, ~2 ms of
// stream set-up and thread-pool hops for a 5 KB JSON list that compresses in 70 µs. JSON
// answers up to 64 KB are compressed in one call here first; the plugin keeps larger ones and
// files, and leaves alone what already has a content-encoding.
export default fp(
  async function compression(app: FastifyInstance) {
    app.addHook("onSend", compressTextAnswer);
    await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  },
  { name: "compression" },
);

/** br or gzip, whichever the client weighs higher (br on a tie, as the plugin prefers), else null. */
function acceptedEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  let best: "br" | "gzip" | null = null;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(",")) {
    const [token, ...params] = part.split(";").map((p) => p.trim());
    const q = Number(params.find((p) => p.startsWith("q="))?.slice(2) ?? 1);
    const encoding = token === "br" || token === "*" ? "br" : token === "gzip" || token === "x-gzip" ? "gzip" : null;
    if (encoding && q > 0 && (q > bestQ || (q === bestQ && encoding === "br"))) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

function compressTextAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, value: unknown) => void,
) {
  const type = reply.getHeader("content-type");
  // JSON answers, and the web app's page (index.html with the site's configuration written in: ~20 KB
  // that a phone's slow link takes a second round trip for uncompressed)
  const isText =
    typeof payload === "string" &&
    typeof type === "string" &&
    (type.startsWith("application/json") || type.startsWith("text/html"));
  // a string this short cannot reach the threshold, even at 3 bytes a character
  if (!isText || payload.length * 3 < COMPRESS_THRESHOLD || reply.hasHeader("content-encoding")) return done(null, payload);
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  const size = encoding ? Buffer.byteLength(payload) : 0;
  if (!encoding || size < COMPRESS_THRESHOLD || size > SYNC_COMPRESS_MAX) return done(null, payload);
  reply.header("content-encoding", encoding).header("vary", varyWithEncoding(reply.getHeader("vary")));
  // an answer with a strong ETag (reference data) is the same text each time: compressed once
  const etag = reply.getHeader("etag");
  const key = typeof etag === "string" && etag.startsWith('"') ? `${encoding} ${etag}` : null;
  let compressed = key ? compressedAnswers.get(key) : undefined;
  if (!compressed) {
    const brotli = {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
    };
    compressed = encoding === "br" ? brotliCompressSync(payload, { params: brotli }) : gzipSync(payload);
    if (key) rememberCompressed(key, compressed);
  }
  done(null, compressed);
}

const compressedAnswers = new Map<string, Buffer>();
const COMPRESSED_ANSWERS_MAX = 200;

function rememberCompressed(key: string, compressed: Buffer) {
  if (compressedAnswers.size >= COMPRESSED_ANSWERS_MAX) {
    compressedAnswers.delete(compressedAnswers.keys().next().value as string);
  }
  compressedAnswers.set(key, compressed);
}

function varyWithEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(", ") : typeof vary === "string" ? vary : "";
  if (!current) return "accept-encoding";
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(current) ? current : `${current}, accept-encoding`;
}
