import type { SVGProps } from 'react';
import { LineIcon } from '../../components/ui/LineIcon';

/** A key: the sidebar's mark for the Integrations screen, drawn like the other admin icons. */
export const IntegrationsIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon size={18} {...props}>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.8-9.8M17 6l3 3M14.5 8.5l2 2" />
  </LineIcon>
);
