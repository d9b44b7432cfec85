import type { ReactNode } from "react";
import { cx } from "class-variance-authority";

/** What a field's control needs to be tied to its label, its hint and its error. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** The ids of a field's hint and error. The error's is the one conform gives (`${id}-error`), so both agree. */
export function fieldIds(id: string) {
  return { hintId: `${id}-hint`, errorId: `${id}-error` };
}

/**
 * A label, its control, an optional hint and the field's errors. The control comes from a function that receives
 * the id and the aria attributes to spread on it, so a screen reader announces the hint and, once the server
 * has answered, the error with the field; the label and the control can never drift apart.
 */
export function Field({
  id,
  label,
  hint,
  errors,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[] | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { hintId, errorId } = fieldIds(id);
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** What the server said of the whole form (not of one field), announced as it appears. */
export function FormErrors({ errors, compact = false }: { errors?: string[] | null; compact?: boolean }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p role="alert" className={cx("rounded-md bg-red-50 text-sm text-red-800", compact ? "px-3 py-2" : "px-4 py-3")}>
      {errors.join(" ")}
    </p>
  );
}
