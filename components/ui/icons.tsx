/**
 * The icons the shell and the first paint of most pages use, as plain SVG (Lucide's shapes and strokes): rendered
 * on the server they cost a page no JavaScript, and in the browser only the paths of the ones it uses. Lucide's own
 * components are a client module, so even a server-rendered one brings its renderer into the first load.
 */
import type { ReactNode } from 'react';
import { IconFrame } from './icon-frame';

export type IconComponent = (props: { className?: string }) => ReactNode;

export const UserPlusIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <line x1="19" x2="19" y1="8" y2="14" />
    <line x1="22" x2="16" y1="11" y2="11" />
  </IconFrame>
);
export const TagIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z" />
    <circle cx="7.5" cy="7.5" r=".5" fill="currentColor" />
  </IconFrame>
);
export const BellIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M10.268 21a2 2 0 0 0 3.464 0" />
    <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
  </IconFrame>
);
export const WalletIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1" />
    <path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
  </IconFrame>
);
export const ChevronDownIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m6 9 6 6 6-6" />
  </IconFrame>
);
export const UserCircleIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="10" r="3" />
    <path d="M7 20.662V19a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v1.662" />
  </IconFrame>
);
export const MenuIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </IconFrame>
);
export const XIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </IconFrame>
);
export const FlaskConicalIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2" />
    <path d="M6.453 15h11.094" />
    <path d="M8.5 2h7" />
  </IconFrame>
);
export const LogInIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m10 17 5-5-5-5" />
    <path d="M15 12H3" />
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
  </IconFrame>
);
export const CheckCircle2Icon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </IconFrame>
);
export const InfoIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4" />
    <path d="M12 8h.01" />
  </IconFrame>
);
export const XCircleIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6" />
    <path d="m9 9 6 6" />
  </IconFrame>
);
export const InboxIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <polyline points="22 12 16 12 14 15 10 15 8 12 2 12" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </IconFrame>
);
export const AlertTriangleIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </IconFrame>
);
export const RotateCwIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
  </IconFrame>
);
export const ArrowLeftIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </IconFrame>
);
export const SearchIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </IconFrame>
);
export const SearchXIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m13.5 8.5-5 5" />
    <path d="m8.5 8.5 5 5" />
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </IconFrame>
);
export const ClockIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </IconFrame>
);
export const ArrowDownUpIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="m3 16 4 4 4-4" />
    <path d="M7 20V4" />
    <path d="m21 8-4-4-4 4" />
    <path d="M17 4v16" />
  </IconFrame>
);
export const DownloadIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M12 15V3" />
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
  </IconFrame>
);
export const ExternalLinkIcon: IconComponent = ({ className }) => (
  <IconFrame className={className}>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </IconFrame>
);
