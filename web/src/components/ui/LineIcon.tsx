import type { SVGProps } from 'react';

/**
 * A line icon on a 24-unit grid, drawn in the text's colour and hidden from assistive technology
 * (the control it sits in carries the name). @param size width and height in CSS pixels.
 */
export function LineIcon({ size, children, ...props }: SVGProps<SVGSVGElement> & { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
