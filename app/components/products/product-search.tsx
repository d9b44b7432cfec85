import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/ui/search-field";
import { PRODUCT_SEARCH_MAX, type ProductCategory } from "~/domain/products";

/**
 * The search of /products: a GET form (?category=…&q=…) that looks in the chosen category's names, brands and
 * descriptions. Without JavaScript the browser submits it; with JavaScript Remix navigates without a reload.
 */
export function ProductSearch({ category, categoryLabel, q }: { category: ProductCategory; categoryLabel: string; q: string }) {
  return (
    <Form
      method="get"
      action="/products"
      role="search"
      aria-label="Search product reviews"
      preventScrollReset
      className="flex w-full gap-2 sm:max-w-xl"
    >
      <input type="hidden" name="category" value={category} />
      <SearchField
        // A new category or search starts from what the address says.
        key={`${category}:${q}`}
        id="product-search-q"
        label="Search reviews"
        name="q"
        defaultValue={q}
        maxLength={PRODUCT_SEARCH_MAX}
        placeholder={`Search ${categoryLabel}...`}
        className="flex-1"
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
