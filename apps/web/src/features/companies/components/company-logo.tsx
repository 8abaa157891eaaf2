import { Building2 } from "lucide-react";
import { cn } from "@/components/ui/cn";

/** A company's logo, or a building icon without one. Decorative (`alt=""`): the name is always next to it. */
export function CompanyLogo({ url, className }: { url: string | null; className?: string }) {
  const classes = cn("shrink-0 rounded-md border border-border bg-bg object-contain", className);
  return url ? (
    <img src={url} alt="" className={classes} />
  ) : (
    <Building2 aria-hidden="true" className={cn(classes, "p-[18%] text-muted")} />
  );
}
