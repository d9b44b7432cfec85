import { detectImageType, IMAGE_SNIFF_BYTES } from "~/services/image-type.server";
import { StorageError, type StoredImage } from "./types";

/**
 * Reads an upload chunk by chunk and hands each chunk to `write`, in order. It stops as soon as the total
 * passes `maxBytes` (413) and as soon as the first bytes show the data is not an image (415), so an oversized
 * or disguised file is never written in full. Nothing is written before the type is known.
 */
export async function receiveImage(
  source: Uint8Array | ReadableStream<Uint8Array>,
  maxBytes: number,
  write: (chunk: Uint8Array) => Promise<void>,
): Promise<StoredImage> {
  const reader = toStream(source).getReader();
  let size = 0;
  let head: Uint8Array[] = [];
  let contentType: StoredImage["contentType"] | undefined;

  // Decides the type from the buffered first bytes, then lets them through.
  const settleType = async () => {
    const detected = await detectImageType(concat(head));
    if (!detected) throw new StorageError(415, "The file is not a JPEG, PNG, GIF or WebP image");
    contentType = detected;
    for (const chunk of head) await write(chunk);
    head = [];
  };

  try {
    for (;;) {
      const { done, value } = await readChunk(reader);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new StorageError(413, `The file is larger than the limit of ${maxBytes} bytes`);
      if (contentType) {
        await write(value);
        continue;
      }
      head.push(value);
      if (size >= IMAGE_SNIFF_BYTES) await settleType();
    }
    if (size === 0) throw new StorageError(400, "The upload is empty");
    if (!contentType) await settleType();
    return { size, contentType: contentType! };
  } catch (error) {
    // The rest of a refused body is left unread here: the server reads and throws it away after the answer (up
    // to its drain limit, see app/web/http/finish.server.ts), so the client receives the answer instead of a reset connection.
    // Cancelling the stream would close the connection under the client while it is still sending.
    reader.releaseLock();
    throw error;
  }
}

/** A client that disconnects mid-upload is a bad request, not a server failure. */
async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch {
    throw new StorageError(400, "The upload was interrupted");
  }
}

function toStream(source: Uint8Array | ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  if (!(source instanceof Uint8Array)) return source;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (source.byteLength > 0) controller.enqueue(source);
      controller.close();
    },
  });
}

export function concat(chunks: Uint8Array[]): Uint8Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
