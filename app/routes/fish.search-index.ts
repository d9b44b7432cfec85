import { listFishSearchIndex } from "~/models/fish.server";
import { apiJson, readOnly } from "~/services/api.server";
import { REFERENCE_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/**
 * GET /fish/search-index: the slim list the header's live search and the /fish search dialog rank in the
 * browser with the server's own ranking (id, name, scientific name, image, and synonyms and trade codes when a
 * species has any). Fetched once, on first use; the same for everyone, so browsers and shared caches keep it
 * for five minutes.
 */
export function loader() {
  return apiJson(listFishSearchIndex(), { headers: { "Cache-Control": REFERENCE_DATA_CACHE_CONTROL } });
}

/** The answer is read-only. */
export const action = readOnly;
