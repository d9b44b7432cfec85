import { listFishSearchIndex } from "~/models/fish.server";
import { apiError, apiJson } from "~/services/api.server";

/**
 * GET /fish/search-index: the slim list the header's live search and the /fish search dialog filter in the
 * browser (id, name, scientific name, image, and synonyms when a species has any). Fetched once, on first use;
 * the same for everyone, so browsers and shared caches keep it for five minutes.
 */
export function loader() {
  return apiJson(listFishSearchIndex(), { headers: { "Cache-Control": "public, max-age=300" } });
}

export function action({ request }: { request: Request }) {
  apiError(405, `Method ${request.method} not allowed`, { Allow: "GET" });
}
