import { Building2 } from "lucide-react";
import { cn } from "@/components/ui/cn";

/**
 * A company's logo, or a building icon without one. Decorative (`alt=""`): the name is always next
 * to it. The icon is sized by its box, not padded: a percentage padding is taken from the parent's
 * width and drew an empty box as wide as half the page header.
 */
export function CompanyLogo({ url, className }: { url: string | null; className?: string }) {
  const classes = cn("shrink-0 rounded-md border border-border bg-bg", className);
  return url ? (
    <img src={url} alt="" className={cn(classes, "object-contain")} />
  ) : (
    <span aria-hidden="true" className={cn(classes, "flex items-center justify-center text-muted")}>
      <Building2 className="size-3/5" />
    </span>
  );
}
