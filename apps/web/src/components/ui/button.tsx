import type { ComponentProps } from "react";
import { cn } from "./cn";

/** `pressed`: a secondary button that is on (a toggle such as the like button), in the brand colour. */
export type ButtonVariant = "primary" | "secondary" | "pressed" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-accent-fg hover:bg-accent-hover",
  secondary: "border border-input bg-bg text-fg hover:bg-surface",
  pressed: "border border-brand bg-bg text-fg hover:bg-surface",
  ghost: "text-fg hover:bg-surface",
  danger: "bg-danger text-danger-fg hover:bg-danger-hover",
};

// A minimum height, not a fixed one: a long label (German wraps at 390 px) grows the button, and
// the vertical padding keeps wrapped lines off its border.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-4 py-2 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md text-center font-medium transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
