import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

import type { Toast } from "~/domain/toast";

/** A toast on screen: the one Toast shape, with the id the browser keys it by. */
export type ToastMessage = Toast & { id: string };

type ToastApi = {
  current: ToastMessage | null;
  show: (toast: Omit<ToastMessage, "id"> & { id?: string }) => void;
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

let sequence = 0;

/**
 * One toast at a time: a new one replaces the one on screen. The server's flash toast is
 * the initial state, so it is in the HTML for visitors without JavaScript.
 */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(initial);
  const show = useCallback<ToastApi["show"]>((toast) => {
    sequence += 1;
    setCurrent({ ...toast, id: toast.id ?? `client-${sequence}` });
  }, []);
  const dismiss = useCallback((id: string) => {
    setCurrent((toast) => (toast?.id === id ? null : toast));
  }, []);
  const value = useMemo(() => ({ current, show, dismiss }), [current, show, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast() {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside ToastProvider");
  return api;
}
