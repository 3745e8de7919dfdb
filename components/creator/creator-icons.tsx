/**
 * The creator pages' own icons as plain SVG (Lucide's shapes): rendered on the server they cost the pages no
 * JavaScript, where Lucide's components would bring its renderer into the first load.
 */
import { IconFrame } from '@/components/ui/icon-frame';
import type { IconComponent } from '@/components/ui/icons';

export const ShieldAlertIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </IconFrame>
);

export const TrophyIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6" />
    <path d="M18 9h1.5a2.5 2.5 0 0 0 0-5H18" />
    <path d="M4 22h16" />
    <path d="M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22" />
    <path d="M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22" />
    <path d="M18 2H6v7a6 6 0 0 0 12 0V2Z" />
  </IconFrame>
);
