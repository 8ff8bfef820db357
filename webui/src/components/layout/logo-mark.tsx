/** The console's mark: a drop on teal (the favicon's), without the router the full logo links with. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <path d="M16 6c-4 5.5-7 9.3-7 13a7 7 0 0 0 14 0c0-3.7-3-7.5-7-13z" fill="#fff" />
      <path d="M13 20.5a3 3 0 0 0 3 3" stroke="#0f766e" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
