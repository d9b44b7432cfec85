import { useEffect } from "react";
import { useToast, type ToastMessage } from "~/components/toast/toast-context";

/**
 * Shows the toast a refused form post answers with. Such a post is not redirected (the form keeps what was
 * typed, with each problem beside its field), so a flash toast in the session would only appear on the page
 * after it; the answer carries the toast instead, and it shows as the answer arrives.
 */
export function useAnswerToast(toast: Omit<ToastMessage, "id"> | null | undefined) {
  const { show } = useToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}
