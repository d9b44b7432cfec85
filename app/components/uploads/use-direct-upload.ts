import { useCallback, useState } from "react";
import { putWithProgress } from "./put-with-progress";

/** What POST /api/objects/upload may be told the file is for; without one the server assumes a fish photo. */
export type UploadPurpose = "avatar" | "gallery";

/**
 * How sending a file ended. `address` is where the object now lives (the upload address without its
 * signature), which the page then registers; a refusal says which step refused, with the HTTP status
 * (0: the network failed), so each page can word it: 401 at the first step means the member was signed out.
 */
export type DirectUploadResult = { ok: true; address: string } | { ok: false; step: "address" | "bytes"; status: number };

/**
 * The browser's half of a direct upload: ask for an upload address, then PUT the bytes there, with the
 * progress in whole percent while they travel (null otherwise). A network failure asking for the address
 * rejects, as `fetch` does; the page's own catch answers it.
 */
export function useDirectUpload(purpose?: UploadPurpose) {
  const [percent, setPercent] = useState<number | null>(null);

  const send = useCallback(
    async (file: File): Promise<DirectUploadResult> => {
      setPercent(0);
      try {
        const asked = await fetch(
          "/api/objects/upload",
          purpose
            ? {
                method: "POST",
                credentials: "same-origin",
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify({ purpose }),
              }
            : { method: "POST", credentials: "same-origin" },
        );
        const { uploadURL } = (await asked.json().catch(() => ({}))) as { uploadURL?: string };
        if (!asked.ok || !uploadURL) return { ok: false, step: "address", status: asked.status };
        const status = await putWithProgress(uploadURL, file, (fraction) => setPercent(Math.round(fraction * 100)));
        if (status < 200 || status >= 300) return { ok: false, step: "bytes", status };
        return { ok: true, address: uploadURL.split(/[?#]/, 1)[0] };
      } finally {
        setPercent(null);
      }
    },
    [purpose],
  );

  return { send, percent };
}
