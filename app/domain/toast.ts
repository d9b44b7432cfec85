/**
 * A toast: the short message a page shows after an action, from a redirect's session flash or an action's answer.
 * One shape on the server and in the browser. `id` lets the browser tell a new toast from one it has shown.
 */
export type Toast = {
  id?: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastVariant = "default" | "destructive";

/** A toast that says an action failed: always with its reason. */
export type FailureToast = Toast & { description: string; variant: "destructive" };
