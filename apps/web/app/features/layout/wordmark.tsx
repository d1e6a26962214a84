/** The Konak logo: a konak (Ottoman town house) roof over the name, in the brand orange. */
export function Wordmark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span
      className={`flex items-center gap-2 text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-stone-900'}`}
    >
      <svg
        className={`size-7 ${inverted ? 'text-brand-300' : 'text-brand-700'}`}
        viewBox="0 0 28 28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 12 14 4l12 8" />
        <path d="M6 10.5V24h16V10.5" />
        <path d="M11.5 24v-6a2.5 2.5 0 0 1 5 0v6M9 14h2M17 14h2" />
      </svg>
      <span lang="tr">Konak</span>
    </span>
  );
}
