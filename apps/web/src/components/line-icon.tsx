import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** Width and height in pixels; leave out when CSS sizes the icon. */
  size?: number;
  viewBox?: string;
  strokeWidth?: number;
  className?: string;
};

/**
 * The portal's icons: round-capped lines in the text colour, hidden from assistive technology
 * (the button or text next to them carries the meaning).
 */
export function LineIcon({ children, size, viewBox = '0 0 24 24', strokeWidth = 2, className }: Props) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
