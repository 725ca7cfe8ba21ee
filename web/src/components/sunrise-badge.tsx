/** The dashboard's and About's sunrise emblem (inline SVG, decorative: hidden from assistive technology). Its own
 * module: the dashboard's first view does not carry the sign-in screens' trail scene. */
export function SunriseBadge({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="58" fill="#FCE9DF" />
      <path d="M30 78 a30 30 0 0 1 60 0 Z" fill="#F3A58C" />
      <path d="M14 80 Q60 66 106 80" stroke="#84406F" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M26 94 Q60 84 94 94" stroke="#D9654A" strokeWidth="5" fill="none" strokeLinecap="round" opacity="0.7" />
      <path d="M60 24 v12 M32 36 l7 9 M88 36 l-7 9 M18 60 h10 M92 60 h10" stroke="#D9654A" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
