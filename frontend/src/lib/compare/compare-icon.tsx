/** Two columns side by side: the comparison's mark (drawn like the icons of components/ui/icons.tsx). */
export function CompareIcon({ size = 18, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="3" y="4" width="7" height="16" rx="1.5" />
      <rect x="14" y="4" width="7" height="16" rx="1.5" />
      <path d="M5.5 9h2M16.5 9h2M5.5 13h2M16.5 13h2" />
    </svg>
  );
}
