import type { ComponentProps } from "react";
import { useTranslation } from "@/lib/i18n";
import { cn } from "./cn";

/** A form label; `optional` adds the '(not required)' marking of spec §5. */
export function Label({ className, children, optional, ...props }: ComponentProps<"label"> & { optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className={cn("block text-sm font-medium text-fg", className)} {...props}>
      {children}
      {optional && <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>}
    </label>
  );
}
