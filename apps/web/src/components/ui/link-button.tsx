import { createLink } from "@tanstack/react-router";
import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";
import { cn } from "./cn";

/** The look of a screen's small way back (to its list, to the application): a text link with an arrow. */
export const backLinkClasses = "inline-flex items-center gap-1 text-sm text-accent underline-offset-2 hover:underline";

function ButtonAnchor({
  variant,
  size,
  icon: Icon,
  className,
  children,
  ...props
}: ComponentProps<"a"> & { variant?: ButtonVariant; size?: ButtonSize; icon?: LucideIcon }) {
  return (
    <a className={buttonClasses(variant, size, className)} {...props}>
      {Icon && <Icon aria-hidden="true" className="size-5" />}
      {children}
    </a>
  );
}

function BackAnchor({ className, children, ...props }: ComponentProps<"a">) {
  return (
    <a className={cn(backLinkClasses, className)} {...props}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

/** A router link that looks like a button (`buttonClasses`), with its icon before the label. */
export const ButtonLink = createLink(ButtonAnchor);

/** A detail or edit screen's small way back (to the list, to the application), with an arrow. */
export const BackLink = createLink(BackAnchor);

function BackButtonAnchor(props: ComponentProps<"a">) {
  return <ButtonAnchor variant="secondary" icon={ArrowLeft} {...props} />;
}

/** The way back from a screen's "not found" (to its list): a secondary button with an arrow. */
export const BackButtonLink = createLink(BackButtonAnchor);
