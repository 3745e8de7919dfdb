/**
 * The seller pages' icons as plain SVG (Lucide's shapes and strokes): rendered on the server they cost the pages no
 * JavaScript, and in the browser only their paths (Lucide's own components bring its renderer along).
 */
import type { IconComponent } from '@/components/ui/icons';
import { IconFrame } from '@/components/ui/icon-frame';

export const PlusIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </IconFrame>
);
export const ChevronLeftIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m15 18-6-6 6-6" />
  </IconFrame>
);
export const ChevronRightIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m9 18 6-6-6-6" />
  </IconFrame>
);
export const EyeOffIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
    <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
    <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
    <path d="m2 2 20 20" />
  </IconFrame>
);
export const ShoppingBagIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M16 10a4 4 0 0 1-8 0" />
    <path d="M3.103 6.034h17.794" />
    <path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
  </IconFrame>
);
