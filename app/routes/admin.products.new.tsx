import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProductForm } from "~/components/admin/product-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { PRODUCT_FORM_TOASTS } from "~/domain/product-form-rules";
import { createProductReview } from "~/models/product-admin.server";
import { requireAdmin } from "~/services/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { productFormSchema } from "~/validation/product-form";

export const meta: MetaFunction = () => [{ title: "Add Product Review | Admin | Shoal" }];

/** The form starts on today's date (the server's, so the page is the same with or without JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ today: new Date().toISOString().slice(0, 10) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/** Creates the review, or answers with each problem beside its field (nothing typed is lost) and a failure toast. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: productFormSchema });
  const toast = PRODUCT_FORM_TOASTS.createFailed;
  if (submission.status !== "success") return data({ result: submission.reply(), toast }, { status: 400 });
  const result = createProductReview(admin, submission.value);
  if (!result.ok) {
    const fieldErrors = result.code === "name-taken" ? { name: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [toast.description] }), toast },
      { status: result.status },
    );
  }
  return redirectWithToast(request, "/admin/products", PRODUCT_FORM_TOASTS.created);
}

export default function AdminProductNew() {
  const { today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-product-new-heading">
      <h2 id="admin-product-new-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Add Product Review
      </h2>
      <ProductForm lastResult={actionData?.result} submitLabel="Create Review" defaults={{ category: "Tank", reviewDate: today }} />
    </section>
  );
}
