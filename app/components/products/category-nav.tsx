import { TabLinks } from "~/components/ui/tabs";
import { productsHref, type ProductCategory } from "~/domain/products";

export type CategoryCount = { id: ProductCategory; label: string; count: number };

/**
 * The six categories of /products as links (?category=…), each with its number of reviews. Links work without
 * JavaScript and every category has its own address; choosing one starts a fresh search in it.
 */
export function CategoryNav({ categories, active }: { categories: CategoryCount[]; active: ProductCategory }) {
  return (
    <TabLinks
      label="Product categories"
      look="pills"
      preventScrollReset
      countLabel={(count) => (count === 1 ? " review" : " reviews")}
      tabs={categories.map((category) => ({
        to: productsHref({ category: category.id }),
        label: category.label,
        current: category.id === active,
        count: category.count,
      }))}
    />
  );
}
