import { cn } from "./cn";

/** A round profile picture, or the initials when there is none. `alt` empty when a name is next to it. */
export function Avatar({
  pictureUrl,
  firstName,
  lastName,
  alt,
  className,
}: {
  pictureUrl: string | null | undefined;
  firstName: string;
  lastName: string;
  alt: string;
  className?: string;
}) {
  if (pictureUrl) {
    return <img src={pictureUrl} alt={alt} className={cn("rounded-full object-cover", className)} />;
  }
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || "?";
  return (
    <span
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(
        "inline-flex items-center justify-center rounded-full bg-accent font-semibold text-accent-fg",
        className,
      )}
    >
      {initials}
    </span>
  );
}
