import { ICON_PATHS, type IconDrawing, type IconName } from './icon-paths';

export interface IconProps {
  name: IconName;
  /** A name for an icon that carries meaning on its own (rare: most sit beside text or inside a named button). */
  label?: string;
  /** CSS size; 1em follows the text. */
  size?: string | number;
  className?: string;
}

/**
 * One interface icon as inline SVG, in the text's colour. Decorative by default (hidden from
 * assistive technology: the button or text beside it carries the name); with `label` it is an image
 * with that name. Never an emoji or a font glyph: those show as boxes on phones without the font.
 */
export function Icon({ name, label, size = '1em', className }: IconProps) {
  const drawing: IconDrawing = ICON_PATHS[name];
  const paint = drawing.filled
    ? { fill: 'currentColor', stroke: 'none' }
    : { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      className={className}
      style={{ verticalAlign: '-0.125em', flexShrink: 0 }}
      data-icon={name}
      {...naming}
      {...paint}
    >
      {drawing.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
