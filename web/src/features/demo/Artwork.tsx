/** Generated artwork for the demo pages (no image files, no network). */
export function Artwork({ colors, seed, className }: { colors: [string, string]; seed: number; className?: string }) {
  const id = `art-${seed}`;
  const r = 20 + (seed % 5) * 6;
  return (
    <svg className={className} viewBox="0 0 100 100" width="100" height="100" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id})`} />
      <circle cx={30 + (seed % 7) * 6} cy={35 + (seed % 3) * 10} r={r} fill="#ffffff" opacity="0.22" />
      <circle cx={70 - (seed % 4) * 5} cy={70} r={r / 1.6} fill="#000000" opacity="0.12" />
    </svg>
  );
}
