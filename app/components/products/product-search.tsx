import { Form } from "@remix-run/react";
import { PRODUCT_SEARCH_MAX, type ProductCategory } from "~/domain/products";

const fieldClass =
  "w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:text-sm";

function SearchIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="h-4 w-4">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M13 13l4 4" strokeLinecap="round" />
    </svg>
  );
}

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
      <label htmlFor="product-search-q" className="sr-only">
        Search reviews
      </label>
      <div className="relative flex-1">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          <SearchIcon />
        </span>
        <input
          // A new category or search starts from what the address says.
          key={`${category}:${q}`}
          id="product-search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={PRODUCT_SEARCH_MAX}
          placeholder={`Search ${categoryLabel}...`}
          className={fieldClass}
        />
      </div>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        Search
      </button>
    </Form>
  );
}
