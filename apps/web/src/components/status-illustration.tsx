/**
 * The picture of the 403 and 404 pages and of a record that is not there, drawn in `currentColor` so it
 * takes the theme colour (config app_color) from its parent; antd's Result pictures have fixed colours.
 */
export function StatusIllustration({ code }: { code: "403" | "404" }) {
  return (
    <svg viewBox="0 0 240 180" width={240} height={180} aria-hidden="true" data-testid={`illustration-${code}`}>
      <circle cx="120" cy="86" r="78" fill="currentColor" opacity="0.1" />
      <path
        d="M24 150c16 0 16-8 32-8s16 8 32 8 16-8 32-8 16 8 32 8 16-8 32-8 16 8 32 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.45"
      />
      {code === "404" ? (
        <g fill="currentColor">
          {/* a container ship that has lost its way */}
          <path d="M58 118h124l-14 22H76z" />
          <rect x="84" y="98" width="22" height="18" rx="2" opacity="0.7" />
          <rect x="108" y="98" width="22" height="18" rx="2" opacity="0.85" />
          <rect x="132" y="98" width="22" height="18" rx="2" opacity="0.7" />
          <rect x="96" y="80" width="22" height="16" rx="2" opacity="0.55" />
          <rect x="120" y="80" width="22" height="16" rx="2" opacity="0.85" />
          <rect x="158" y="88" width="14" height="28" rx="2" />
          <text x="120" y="62" textAnchor="middle" fontSize="40" fontWeight="700" fontFamily="inherit">
            ?
          </text>
        </g>
      ) : (
        <g fill="currentColor">
          {/* a locked gate */}
          <path
            d="M98 78V64a22 22 0 0 1 44 0v14"
            fill="none"
            stroke="currentColor"
            strokeWidth="10"
            strokeLinecap="round"
            opacity="0.8"
          />
          <rect x="84" y="76" width="72" height="58" rx="10" />
          <circle cx="120" cy="100" r="8" fill="#fff" />
          <rect x="116" y="104" width="8" height="16" rx="3" fill="#fff" />
        </g>
      )}
    </svg>
  );
}
