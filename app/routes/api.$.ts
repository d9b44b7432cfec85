import { apiError } from "~/services/api.server";

/** An /api path that does not exist answers in the API's own shape, not with the HTML 404 page. */
export function loader() {
  apiError(404, "Not found");
}

export function action() {
  apiError(404, "Not found");
}
