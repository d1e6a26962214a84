import { createElement, Fragment, type ReactNode } from 'react';

// Decorative line icons: the text beside them (or an aria-label on their button) carries the meaning.
export function Icon({
  children,
  className = 'size-5',
  filled = false,
}: {
  children: ReactNode;
  className?: string;
  /** Filled with the text colour as well as drawn (e.g. a saved heart). */
  filled?: boolean;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

/** A line icon component drawing `shapes`; callers size and colour it through `className`. */
export function lineIcon(...shapes: ReactNode[]) {
  const drawing = createElement(Fragment, null, ...shapes);
  return ({ className }: IconProps) => <Icon className={className}>{drawing}</Icon>;
}

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6L6 18" />);

export const MenuIcon = lineIcon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const GlobeIcon = lineIcon(
  <circle cx="12" cy="12" r="9" />,
  <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />,
);

export const ChevronDownIcon = lineIcon(<path d="M6 9l6 6 6-6" />);

export const LockIcon = lineIcon(
  <rect x="5" y="11" width="14" height="10" rx="2" />,
  <path d="M8 11V7a4 4 0 0 1 8 0v4" />,
);
