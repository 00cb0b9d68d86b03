import { createHash } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import { LIMITS, translate } from "@haiyun/shared";
import type { FastifyRequest } from "fastify";
import { AppError, fieldError } from "./app-error";
import { isAllowedFile, sniff } from "./file-sniff";
import { isReadablePdf } from "./pdf-guard";
import { type ArchiveLimits, judgeArchive, ZipGuardError } from "./zip-guard";

export interface UploadRule {
  maxBytes: number;
  /** allowed extensions, checked against the bytes; absent: the caller judges the bytes (spreadsheets) */
  extensions?: readonly string[];
}

export interface Upload {
  name: string;
  buffer: Buffer;
  /** SHA-256 of `buffer`, hex, hashed while the part streamed in; absent for files made in code (the demo data) */
  sha256?: string;
}

export interface MultipartSpec {
  /** text parts allowed, each at most once */
  fields?: readonly string[];
  /** file parts allowed, each at most once: a rule, or one chosen by the text parts sent before it */
  files: Record<string, UploadRule | ((fields: Record<string, string>) => UploadRule)>;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Upload>;
}

const FIELD_MAX_BYTES = 64 * 1024;

function sizeLabel(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024}MB` : `${Math.round(bytes / 1024)}KB`;
}

const tooLarge = (rule: UploadRule) => new AppError("FILE_TOO_LARGE", { params: { max: sizeLabel(rule.maxBytes) } });

/** The longest file name kept (names are shown in lists and sent back in downloads). */
export const FILE_NAME_MAX = 255;

/**
 * A file name is a name, never a path. The reader keeps the name as the browser sent it
 * (`preservePath`), so `../x.pdf` or `C:\\x.pdf` is refused here rather than quietly cut to `x.pdf`.
 */
function assertFileName(name: string): void {
  if (name.length > FILE_NAME_MAX || /[/\\]/.test(name) || name === "." || name === "..") {
    throw new AppError("FILE_NAME_INVALID", { params: { max: FILE_NAME_MAX } });
  }
}

/**
 * What a zip-based document (.docx, .xlsx) kept as a file may declare, judged without inflating
 * it. Office packages compress their XML and media about 3–10 times, so a document under the
 * 10 MB upload limit unpacks to well under 100 MiB, and no real part of a megabyte or more packs
 * 100 times or tighter; 1,000 parts is more than any document has (each picture is one). The
 * spreadsheet imports read theirs under the same 100 MiB (SPREADSHEET_LIMITS).
 */
export const DOCUMENT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioFromBytes: 1024 * 1024,
  // every OOXML package names its parts' types here: a zip without it is no .docx or .xlsx
  requiredEntry: "[Content_Types].xml",
};

/**
 * A .docx or .xlsx kept as a document must open as one: a zip whose directory cannot be read is
 * refused like bytes that do not match the extension (415), and one that declares too much once
 * unpacked, or an entry packed past the ratio, is IMPORT_TOO_LARGE (413), so no zip bomb is
 * stored for whoever opens it next. Only the directory is read; nothing is inflated.
 */
function assertDocumentArchive(buffer: Buffer, rule: UploadRule): void {
  try {
    judgeArchive(buffer, DOCUMENT_ARCHIVE_LIMITS);
  } catch (err) {
    if (!(err instanceof ZipGuardError)) throw err;
    if (err.problem === "too_large") throw new AppError("IMPORT_TOO_LARGE");
    throw typeNotAllowed(rule);
  }
}

const typeNotAllowed = (rule: UploadRule) =>
  new AppError("FILE_TYPE_NOT_ALLOWED", { params: { types: (rule.extensions ?? []).join(", ") } });

/**
 * A file part's bytes as they arrive, copied into one buffer and hashed chunk by chunk. Ten
 * 2 MiB uploads finishing together each copied and hashed their whole file in one go (a few ms
 * each, far more on a busy machine) and allocated 2 MiB at once, which can force a full garbage
 * collection there and then: the event loop stalled for every request, /api/health with it.
 * Here each chunk does its share as it comes in. The buffer grows by doubling as bytes arrive, never
 * sized from what the client declares: a Content-Length it does not send would reserve memory
 * for nothing (the registration form takes uploads before anyone signed in).
 */
class PartBytes {
  private readonly hash = createHash("sha256");
  private buffer: Buffer;
  size = 0;

  constructor(start: number) {
    this.buffer = Buffer.allocUnsafe(start);
  }

  add(chunk: Buffer): void {
    this.hash.update(chunk);
    if (this.size + chunk.length > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.size + chunk.length));
      this.buffer.copy(grown, 0, 0, this.size);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.size);
    this.size += chunk.length;
  }

  done(): { buffer: Buffer; sha256: string } {
    return { buffer: this.buffer.subarray(0, this.size), sha256: this.hash.digest("hex") };
  }
}

/** An upload's SHA-256, hex: the one taken while it streamed in, else its buffer's. */
export function digestOf(upload: Upload): string {
  return upload.sha256 ?? createHash("sha256").update(upload.buffer).digest("hex");
}

/** A part's first room: 64 KiB (a few of the socket's chunks), less for a rule that allows less. */
const roomFor = (rule: UploadRule) => Math.max(1, Math.min(64 * 1024, rule.maxBytes));

/** Reads one file part under the rule's limit: counted while it streams in, never read whole first. */
export async function readUpload(part: MultipartFile, rule: UploadRule): Promise<Upload> {
  assertFileName(part.filename);
  const bytes = new PartBytes(roomFor(rule));
  try {
    for await (const chunk of part.file) {
      if (bytes.size + chunk.length > rule.maxBytes) {
        part.file.destroy();
        throw tooLarge(rule);
      }
      bytes.add(chunk);
    }
  } catch (err) {
    throw (err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE" ? tooLarge(rule) : err;
  }
  if (part.file.truncated) throw tooLarge(rule);
  const { buffer, sha256 } = bytes.done();
  if (rule.extensions) {
    if (buffer.length === 0) throw new AppError("FILE_EMPTY");
    if (!isAllowedFile(part.filename, buffer, rule.extensions)) throw typeNotAllowed(rule);
    const kind = sniff(buffer);
    if (kind === "zip") assertDocumentArchive(buffer, rule);
    if (kind === "pdf" && !isReadablePdf(buffer)) throw new AppError("FILE_PDF_UNREADABLE");
  }
  return { name: part.filename, buffer, sha256 };
}

/** Failures of the multipart reader itself (busboy, the plugin's limits) as the envelope's codes. */
function fromReader(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new AppError("MULTIPART_TOO_MANY_PARTS");
  }
  // no boundary, a truncated body, a malformed part header: the client sent something broken
  return new AppError("MULTIPART_MALFORMED");
}

/** A file part's error, named on its field so the form shows it under the right picker. */
function onField(err: unknown, name: string, lang: FastifyRequest["lang"]): unknown {
  if (!(err instanceof AppError) || err.errors) return err;
  const message = translate(err.code, lang, err.params) ?? err.code;
  return new AppError(err.code, { params: err.params, errors: [{ field: name, message }] });
}

/**
 * The one way an upload is read: the whole form before anything is stored, each part
 * named in the spec and sent once, no NUL character in a value or a file name (PostgreSQL cannot
 * store it), every file under its rule. Unknown parts are a 400 like unknown JSON fields.
 */
export async function readMultipart(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  const lang = request.lang;
  const fieldNames = new Set(spec.fields ?? []);
  const fileCount = Object.keys(spec.files).length;
  // one spare of each, so a repeated or unknown part is named below rather than cut off here
  const limits = {
    fileSize: LIMITS.FILE_MAX_BYTES + 1,
    files: fileCount + 1,
    fields: fieldNames.size + 1,
    parts: fileCount + fieldNames.size + 2,
    fieldSize: FIELD_MAX_BYTES,
  };
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits, preservePath: true })) {
      const name = part.fieldname;
      if (name.includes("\u0000")) throw fieldError(name.replaceAll("\u0000", ""), "v.nul_char", lang);
      if (part.type === "field") {
        if (!fieldNames.has(name)) throw fieldError(name, "v.unknown_field", lang);
        if (name in form.fields) throw fieldError(name, "v.once", lang);
        if (typeof part.value !== "string") throw fieldError(name, "v.invalid", lang);
        if (part.valueTruncated) throw fieldError(name, "v.max_length", lang, { max: FIELD_MAX_BYTES });
        if (part.value.includes("\u0000")) throw fieldError(name, "v.nul_char", lang);
        form.fields[name] = part.value;
        continue;
      }
      const ruleOf = spec.files[name];
      if (!ruleOf) throw fieldError(name, "v.unknown_field", lang);
      if (name in form.files) throw fieldError(name, "v.once", lang);
      if (part.filename.includes("\u0000")) throw fieldError(name, "v.nul_char", lang);
      const rule = typeof ruleOf === "function" ? ruleOf(form.fields) : ruleOf;
      try {
        form.files[name] = await readUpload(part, rule);
      } catch (err) {
        throw onField(fromReader(err), name, lang);
      }
    }
  } catch (err) {
    throw fromReader(err);
  }
  return form;
}
