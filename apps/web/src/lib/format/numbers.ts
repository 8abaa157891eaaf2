// Amounts, shares, file sizes and distances. Import from @/lib/format.

/**
 * A whole amount in Swiss grouping, as de-CH and en-CH write it in Node and Chromium: 95'000
 * (in both languages: the app speaks to Switzerland).
 */
export function formatAmount(amount: number): string {
  const whole = Math.round(Math.abs(amount)).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, "'");
  return amount <= -0.5 ? `-${grouped}` : grouped;
}

/** An amount in Swiss francs: "CHF 72'000". */
export function formatChf(amount: number): string {
  return `CHF ${formatAmount(amount)}`;
}

/** A file size in kB or MB: "240 kB", "1.5 MB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${formatAmount(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/** A distance in kilometres: "3.2" under 10 km (a decimal point, as de-CH writes it), whole kilometres above. */
export function formatDistance(km: number): string {
  return km < 10 ? km.toFixed(1) : formatAmount(km);
}

/**
 * A share 0–1 as a whole percentage, as Intl writes it with `style: "percent"` for de-CH, fr-CH,
 * it-CH and en-GB alike: "92%" (by hand, as lib/format does: no formatter on a public page's
 * first screen).
 */
export function formatShare(share: number): string {
  return `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`;
}

/**
 * A small number (days, a median) to at most one decimal, as Intl writes it for the language's
 * Swiss locale: "4.5" (de-CH, it-CH, en-GB), "4,5" (fr-CH); no grouping (values below 1000).
 */
export function formatDecimal(value: number, language: "de" | "fr" | "it" | "en"): string {
  const rounded = Math.round(value * 10) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return language === "fr" ? text.replace(".", ",") : text;
}
