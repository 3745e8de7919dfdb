/**
 * Lucide's icons the jobs pages draw (a file, a paperclip) as plain SVG: Lucide's components would bring
 * its renderer into the pages' first load.
 */
import { IconFrame } from '@/components/ui/icon-frame';

export const FileTextIcon = ({ className }: { className?: string }) => (
  <IconFrame className={className}>
    <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
    <path d="M14 2v5a1 1 0 0 0 1 1h5" />
    <path d="M10 9H8" />
    <path d="M16 13H8" />
    <path d="M16 17H8" />
  </IconFrame>
);

export const PaperclipIcon = ({ className }: { className?: string }) => (
  <IconFrame className={className}>
    <path d="m16 6-8.414 8.586a2 2 0 0 0 2.829 2.829l8.414-8.586a4 4 0 1 0-5.657-5.657l-8.379 8.551a6 6 0 1 0 8.485 8.485l8.379-8.551" />
  </IconFrame>
);
