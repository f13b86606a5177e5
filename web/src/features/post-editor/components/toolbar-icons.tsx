import type { SVGProps } from 'react';
import { LineIcon } from '../../../components/ui/LineIcon';

type IconProps = SVGProps<SVGSVGElement>;

const Svg = (props: IconProps) => <LineIcon size={16} {...props} />;

/** The rich-text toolbar's icons. */
export const ToolbarIcons = {
  bold: (
    <Svg strokeWidth={2.6}>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </Svg>
  ),
  italic: (
    <Svg>
      <path d="M14 5h-4M14 19h-4M14 5l-4 14" />
    </Svg>
  ),
  underline: (
    <Svg>
      <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />
    </Svg>
  ),
  strikethrough: (
    <Svg>
      <path d="M4 12h16M16 6.5C15 5 13.5 4.5 12 4.5c-2.5 0-4 1.3-4 3.2 0 1.4.8 2.3 2.5 2.9M8 17.5c1 1.5 2.5 2 4 2 2.5 0 4-1.3 4-3.3 0-.6-.1-1.1-.4-1.6" />
    </Svg>
  ),
  code: (
    <Svg>
      <path d="m9 8-4 4 4 4M15 8l4 4-4 4" />
    </Svg>
  ),
  codeBlock: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m10 10-2 2 2 2M14 10l2 2-2 2" />
    </Svg>
  ),
  bulleted: (
    <Svg>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </Svg>
  ),
  numbered: (
    <Svg>
      <path
        d="M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M3.5 9h3.5M3.5 14.5a1.5 1.5 0 1 1 2.6 1L3.5 19.5h3.5"
        strokeWidth={1.6}
      />
    </Svg>
  ),
  quote: (
    <Svg>
      <path d="M9 7H5v5h4v-1c0 2-1 3.5-3 4M19 7h-4v5h4v-1c0 2-1 3.5-3 4" />
    </Svg>
  ),
  link: (
    <Svg>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Svg>
  ),
  image: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </Svg>
  ),
  rule: (
    <Svg>
      <path d="M3 12h18" />
    </Svg>
  ),
  passage: (
    <Svg>
      <path d="M12 6.5C10.5 5 8 4.5 4 4.5v13c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-13c-4 0-6.5.5-8 2zM12 6.5v13" />
    </Svg>
  ),
  alignLeft: (
    <Svg>
      <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />
    </Svg>
  ),
  alignCenter: (
    <Svg>
      <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />
    </Svg>
  ),
  alignRight: (
    <Svg>
      <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />
    </Svg>
  ),
  alignJustify: (
    <Svg>
      <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />
    </Svg>
  ),
  textColor: (
    <Svg>
      <path d="m6 16 6-12 6 12M8.5 11h7" />
    </Svg>
  ),
  highlight: (
    <Svg>
      <path d="m9 11 5-5 4 4-5 5zM9 11l-3 3v2h2l3-3M4 20h16" />
    </Svg>
  ),
  clear: (
    <Svg>
      <path d="M6 5h12M12 5 9 19M15 14l5 5M20 14l-5 5" />
    </Svg>
  ),
  undo: (
    <Svg>
      <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
    </Svg>
  ),
  redo: (
    <Svg>
      <path d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
    </Svg>
  ),
};
