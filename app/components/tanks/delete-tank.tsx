import { Form, Link } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";

/**
 * Deleting a tank asks first, the same way with or without JavaScript: Delete leads to `confirmHref` (the page
 * with `?confirmDelete=1`), which shows the question and a real delete button that posts to the page's action.
 */
export function DeleteTank({
  tankName,
  action,
  confirming,
  confirmHref,
  cancelHref,
}: {
  tankName: string;
  action: string;
  confirming: boolean;
  confirmHref: string;
  cancelHref: string;
}) {
  if (!confirming) {
    return (
      <Link to={confirmHref} preventScrollReset className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50 hover:text-red-800")}>
        Delete tank
      </Link>
    );
  }
  return (
    <Form method="post" action={action} aria-labelledby="confirm-delete-tank" className="rounded-md border border-red-200 bg-red-50 p-4">
      <p id="confirm-delete-tank" className="text-sm font-medium text-red-900">
        Delete {tankName}? Its fish stay in your collection, but this tank and its report are gone for good.
      </p>
      <input type="hidden" name="intent" value="delete-tank" />
      <div className="mt-3 flex gap-2">
        <Button type="submit" variant="destructive" size="sm">
          Yes, delete it
        </Button>
        <Link to={cancelHref} preventScrollReset className={buttonClasses("secondary", "sm")}>
          Keep it
        </Link>
      </div>
    </Form>
  );
}
