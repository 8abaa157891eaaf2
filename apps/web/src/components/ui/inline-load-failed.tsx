import { Button } from "./button";

/**
 * `LoadFailed` without its box: what could not be loaded, inside a screen's own part (a list, its
 * hits), with the button that asks again.
 */
export function InlineLoadFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="space-y-2">
      <p>{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
