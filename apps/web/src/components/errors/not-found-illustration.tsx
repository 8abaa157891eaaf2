/** Our own illustration for the 404 page: a magnifier over an empty map with a question mark. */
export function NotFoundIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 320 240" role="img" aria-label={label} className={className}>
      <title>{label}</title>
      {/* folded map */}
      <path
        d="M30 60 110 35 190 60 290 30v150l-100 30-80-25-80 25Z"
        className="fill-surface stroke-border"
        strokeWidth="3"
      />
      <path d="M110 35v150M190 60v150" className="stroke-border" strokeWidth="3" />
      {/* faint roads and a lake */}
      <path
        d="M45 140c30-20 55 10 85-8s50-40 85-18 45 12 60 4"
        className="stroke-input"
        strokeWidth="3"
        fill="none"
        strokeDasharray="6 8"
      />
      <ellipse cx="232" cy="150" rx="30" ry="14" className="fill-accent" opacity="0.25" />
      {/* a pin with nothing under it */}
      <path d="M70 70a16 16 0 0 0-16 16c0 12 16 30 16 30s16-18 16-30a16 16 0 0 0-16-16Z" className="fill-brand" />
      <circle cx="70" cy="86" r="6" className="fill-bg" />
      {/* magnifier with a question mark */}
      <circle cx="170" cy="115" r="42" className="fill-bg stroke-fg" strokeWidth="8" />
      <path d="m200 145 38 38" className="stroke-fg" strokeWidth="12" strokeLinecap="round" />
      <path
        d="M157 104c0-8 6-14 14-14s14 5 14 12c0 10-13 11-13 22"
        className="stroke-brand"
        strokeWidth="7"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="172" cy="138" r="4.5" className="fill-brand" />
    </svg>
  );
}
