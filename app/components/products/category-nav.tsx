import { Link } from "@remix-run/react";
import { productsHref, type ProductCategory } from "~/domain/products";

export type CategoryCount = { id: ProductCategory; label: string; count: number };

/**
 * The six categories of /products as links (?category=…), each with its number of reviews. Links work without
 * JavaScript and every category has its own address; choosing one starts a fresh search in it.
 */
export function CategoryNav({ categories, active }: { categories: CategoryCount[]; active: ProductCategory }) {
  return (
    <nav aria-label="Product categories">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => {
          const current = category.id === active;
          return (
            <li key={category.id} className="shrink-0">
              <Link
                to={productsHref({ category: category.id })}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-2 whitespace-nowrap rounded-full border py-1.5 pl-3.5 pr-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800"
                }`}
              >
                {category.label}
                <span
                  className={`inline-flex min-w-6 justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold ${
                    current ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700"
                  }`}
                >
                  {category.count}
                  <span className="sr-only">{category.count === 1 ? " review" : " reviews"}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
