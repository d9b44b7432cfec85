import { NumberedPages } from "~/components/ui/numbered-pages";
import { fishPageHref } from "~/domain/search/fish-list-pages";

/** The pages of the /fish list: plain ?page=N links that keep the search, the chip and the care filters. */
export function FishListPages({
  q,
  filter,
  page,
  pages,
  extra,
}: {
  q: string;
  filter: string;
  page: number;
  pages: number;
  /** The care filters, kept from page to page. */
  extra?: readonly (readonly [string, string])[];
}) {
  return <NumberedPages label="Fish list pages" page={page} pages={pages} href={(n) => fishPageHref({ q, filter, page: n, extra })} />;
}
