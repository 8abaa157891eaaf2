/**
 * A URL as a Location header may carry it: printable ASCII only. Every other character is
 * percent-encoded as UTF-8 (Node refuses characters above U+00FF in a header and sends Latin-1
 * ones as raw bytes that browsers misread); a lone surrogate becomes U+FFFD. Existing `%XX`
 * escapes are kept as they are.
 */
export function asciiLocation(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return "%EF%BF%BD";
    }
  });
}
