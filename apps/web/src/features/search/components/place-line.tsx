import { MapPin } from "lucide-react";
import type { ReactNode } from "react";

/** A search hit's place under its name, with the pin: postal code and city, then `children` (the distance). */
export function PlaceLine({ place, children }: { place: { postal_code: string; city: string }; children?: ReactNode }) {
  return (
    <p className="flex items-center gap-1 text-sm text-muted">
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {place.postal_code} {place.city}
        {children}
      </span>
    </p>
  );
}
