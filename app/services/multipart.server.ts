import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

/**
 * Reads a form posted without JavaScript that carries one file (a photo, an avatar, a gallery image). The file
 * is held to its size limit while it streams, text fields to a few KB, and the whole body to a cap, so a post
 * cannot make the server buffer more than one image's worth. What the file is (an image or not) is for the
 * image pipeline to decide.
 */

/** The file the form carried: none (the input was left empty), one over the limit, or its bytes. */
export type FilePart = { kind: "none" } | { kind: "too-large" } | { kind: "file"; bytes: Uint8Array };

export type MultipartLimits = {
  /** The form field that holds the file; file parts under other names are read and dropped. */
  fileField: string;
  maxFileBytes: number;
  /** False for a visitor: their file is read and dropped, so they can be sent to sign in. */
  keepFile?: boolean;
  /** Text fields longer than this are dropped (treated as absent). */
  maxFieldBytes?: number;
  /**
   * Past this, reading stops with RequestTooLarge. Up to it an oversized upload is still read (and thrown
   * away), so the browser receives the answer instead of a reset connection.
   */
  maxRequestBytes?: number;
};

/** Text fields on our forms are short (intent, caption, ids); anything longer is not from them. */
export const MAX_FIELD_BYTES = 4096;

export class RequestTooLarge extends Error {
  constructor() {
    super("Request body too large");
    this.name = "RequestTooLarge";
  }
}

export function isMultipartRequest(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** The form's text fields and its one file. Throws RequestTooLarge, or the parser's error for a malformed body. */
export async function readMultipartForm(
  request: Request,
  { fileField, maxFileBytes, keepFile = true, maxFieldBytes = MAX_FIELD_BYTES, maxRequestBytes = 4 * maxFileBytes }: MultipartLimits,
): Promise<{ form: FormData; file: FilePart }> {
  let file: FilePart = { kind: "none" };
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > maxRequestBytes) throw new RequestTooLarge();
  };

  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (typeof filename === "string") {
      // Only the first file of the named field is kept; any other file part is read and dropped.
      const keep = keepFile && name === fileField && file.kind === "none";
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of data) {
        count(chunk.byteLength);
        size += chunk.byteLength;
        if (keep && size <= maxFileBytes) chunks.push(chunk);
      }
      if (!keep) return undefined;
      // A file input left empty still sends a part, with no name and no bytes.
      if (size > maxFileBytes) file = { kind: "too-large" };
      else if (size > 0) file = { kind: "file", bytes: Buffer.concat(chunks) };
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      count(chunk.byteLength);
      size += chunk.byteLength;
      if (size <= maxFieldBytes) chunks.push(chunk);
    }
    if (size > maxFieldBytes) return undefined;
    return new TextDecoder().decode(Buffer.concat(chunks));
  };

  const form = await unstable_parseMultipartFormData(request, handler);
  return { form, file };
}

/** When a route already read the body itself: the named File, still held to the limit. */
export async function filePartOf(form: FormData, fileField: string, maxFileBytes: number): Promise<FilePart> {
  const file = form.get(fileField);
  if (!(file instanceof Blob) || file.size === 0) return { kind: "none" };
  if (file.size > maxFileBytes) return { kind: "too-large" };
  return { kind: "file", bytes: new Uint8Array(await file.arrayBuffer()) };
}
