import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProductForm } from "~/components/admin/product-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { PRODUCT_FORM_TOASTS } from "~/domain/product-form-rules";
import { createProductReview, productDrawings } from "~/models/product-admin.server";
import { savePicturedForm } from "~/web/admin-image-form.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { productPageFormSchema } from "~/validation/product-form";

export const meta: MetaFunction = () => [{ title: "Add Product Review | Admin | Shoal" }];

/** The form starts on today's date (the server's, so the page is the same with or without JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(
    { today: new Date().toISOString().slice(0, 10), drawings: productDrawings() },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/**
 * Creates the review with its uploaded picture (or its category's drawing), or answers with each problem beside
 * its field (nothing typed is lost) and a failure toast. The picture is published only once the fields are valid.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { saved, answer } = await savePicturedForm(request, admin, {
    schema: productPageFormSchema,
    toast: PRODUCT_FORM_TOASTS.createFailed,
    taken: { code: "name-taken", field: "name" },
    save: (values, image) => createProductReview(admin, values, image),
  });
  if (!saved) return answer;
  return redirectWithToast(request, "/admin/products", PRODUCT_FORM_TOASTS.created);
}

export default function AdminProductNew() {
  const { today, drawings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-product-new-heading">
      <h2 id="admin-product-new-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Add Product Review
      </h2>
      <ProductForm
        lastResult={actionData?.result}
        submitLabel="Create Review"
        drawings={drawings}
        defaults={{ category: "Tank", reviewDate: today }}
      />
    </section>
  );
}
