import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";

/**
 * sm and md are the small print of lists and toolbars; lg keeps the body's text size, as the admin forms do.
 * The padding is the same for md and lg, so a form's buttons line up with its inputs.
 */
const button = cva("inline-flex items-center justify-center gap-2 rounded-md font-medium disabled:opacity-60", {
  variants: {
    variant: {
      primary: "bg-brand-700 text-white hover:bg-brand-800",
      secondary: "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      ghost: "text-slate-700 hover:bg-slate-100",
      destructive: "bg-red-700 text-white hover:bg-red-800",
    },
    size: {
      sm: "px-3 py-1.5 text-sm",
      md: "px-4 py-2 text-sm",
      lg: "px-4 py-2 text-base",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

type ButtonVariants = Required<VariantProps<typeof button>>;
export type ButtonVariant = NonNullable<ButtonVariants["variant"]>;
export type ButtonSize = NonNullable<ButtonVariants["size"]>;

/**
 * The classes of a button, for anything that should look like one: a `<Link>` to a page (Add Fish, Clear Filters)
 * or an `<a>` leaving the site. A link that navigates stays a link; only actions are `<button>`s.
 */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return button({ variant, size, className });
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Required, because a button in a form submits it unless told otherwise. */
  type: "button" | "submit" | "reset";
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** `className` places the button (width, margins); its look comes from the variant and size. */
export function Button({ variant = "primary", size = "md", className, type, ...props }: ButtonProps) {
  return <button type={type} className={button({ variant, size, className })} {...props} />;
}
