import type { StaticImageData } from 'next/image';
import { cn } from '@/lib/cn';
import type { IconName } from './icon-names';
import spriteFile from './icon-sprite.svg';

/** The sprite's address: a hashed static file, cached for good and fetched once for every icon of every page. */
const SPRITE = (spriteFile as StaticImageData).src;

/**
 * One of Lucide's icons, drawn from the sprite: a page carries a short reference per icon instead of its paths
 * (twice: in the HTML and in the payload React hydrates from), and no icon renderer. Decorative unless it has a
 * `label`; the `icon` class (globals.css) gives Lucide's size and strokes, which utilities override.
 */
export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      className={cn('icon', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
