import { Building2 } from "lucide-react";

/**
 * An organisation's logo beside its name (so `alt` is empty), or a building when it has none;
 * `className` sizes the logo, `fallbackClassName` the building.
 */
export function OrgLogoImage({
  url,
  className,
  fallbackClassName,
}: {
  url: string | null | undefined;
  className: string;
  fallbackClassName: string;
}) {
  return url ? (
    <img src={url} alt="" className={className} />
  ) : (
    <Building2 aria-hidden="true" className={fallbackClassName} />
  );
}
