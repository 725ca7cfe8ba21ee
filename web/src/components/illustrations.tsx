/** Hand-drawn inline SVG scenes (no external images). Decorative: hidden from assistive technology. */

function Walker({ x, y, scale = 1, body, skin, hair }: { x: number; y: number; scale?: number; body: string; skin: string; hair: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-7 34 L-12 58" stroke="#3A1934" strokeWidth="5" strokeLinecap="round" />
      <path d="M5 34 L13 57" stroke="#3A1934" strokeWidth="5" strokeLinecap="round" />
      <path d="M-14 6 Q0 -4 14 6 L11 38 Q0 42 -11 38 Z" fill={body} />
      <path d="M-12 12 L-22 30" stroke={skin} strokeWidth="5" strokeLinecap="round" />
      <path d="M12 12 L21 29" stroke={skin} strokeWidth="5" strokeLinecap="round" />
      <circle cx="0" cy="-10" r="10" fill={skin} />
      <path d="M-10 -12 Q-9 -24 2 -22 Q12 -21 11 -9 Q6 -16 -2 -15 Q-7 -14 -10 -12Z" fill={hair} />
      <circle cx="11" cy="-16" r="5" fill={hair} />
    </g>
  );
}

export function WalkingTrailIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 520 420" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ms-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FCE9DF" />
          <stop offset="1" stopColor="#FBF4EC" />
        </linearGradient>
        <linearGradient id="ms-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#F7C59F" />
          <stop offset="1" stopColor="#F3A58C" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="520" height="420" rx="36" fill="url(#ms-sky)" />
      <circle cx="372" cy="128" r="62" fill="url(#ms-sun)" />
      <path d="M70 96 q18 -14 36 0 q18 -14 36 0" stroke="#D9A28E" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M150 60 q12 -9 24 0 q12 -9 24 0" stroke="#D9A28E" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M0 250 Q120 170 250 228 T520 196 V420 H0Z" fill="#E8C7B5" />
      <path d="M0 300 Q150 230 300 282 T520 262 V420 H0Z" fill="#D9654A" opacity="0.85" />
      <path d="M0 340 Q170 292 330 330 T520 318 V420 H0Z" fill="#84406F" />
      <path
        d="M300 420 C 300 380, 200 372, 230 340 S 330 300, 300 262"
        fill="none"
        stroke="#FBF4EC"
        strokeWidth="26"
        strokeLinecap="round"
        opacity="0.9"
      />
      <path
        d="M300 420 C 300 380, 200 372, 230 340 S 330 300, 300 262"
        fill="none"
        stroke="#F3E6D7"
        strokeWidth="4"
        strokeDasharray="2 14"
        strokeLinecap="round"
      />
      <g>
        <rect x="78" y="248" width="8" height="40" rx="4" fill="#6B3A2E" />
        <circle cx="82" cy="236" r="26" fill="#5E7F6B" />
        <circle cx="64" cy="250" r="16" fill="#6E9079" />
        <rect x="446" y="232" width="7" height="34" rx="3.5" fill="#6B3A2E" />
        <circle cx="449" cy="222" r="21" fill="#6E9079" />
      </g>
      <Walker x={236} y={250} scale={1.05} body="#6E2F5C" skin="#8D5B4C" hair="#2B2029" />
      <Walker x={300} y={244} scale={1.1} body="#B9472F" skin="#E3B59A" hair="#7A4A2A" />
      <g transform="translate(352 262)">
        <path d="M0 14 h40 a20 20 0 0 1 -40 0Z" fill="#3A1934" />
        <path d="M4 12 a18 18 0 0 1 30 -10 L20 12Z" fill="#F3A58C" />
        <path d="M40 14 l10 -18" stroke="#3A1934" strokeWidth="4" strokeLinecap="round" />
        <circle cx="8" cy="40" r="7" fill="#2B2029" />
        <circle cx="34" cy="40" r="7" fill="#2B2029" />
      </g>
      <g fill="#FBF4EC">
        <circle cx="120" cy="370" r="4" />
        <circle cx="420" cy="380" r="3" />
        <circle cx="470" cy="356" r="4" />
      </g>
    </svg>
  );
}
