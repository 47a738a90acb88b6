import { useState } from 'react';
import './user-avatar.css';

/** Dark enough for white text (WCAG AA) on each. */
const COLOURS = ['#3f51b5', '#047857', '#b45309', '#7c3aed', '#be185d', '#0e7490'];

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? '#3f51b5';
}

/** A stored avatar path ('/uploads/…', 'uploads/…') or URL, as an image source. */
export function avatarSource(avatar: unknown): string | null {
  if (typeof avatar !== 'string' || avatar.trim() === '') return null;
  const value = avatar.trim();
  if (/^(https?:|data:|blob:|\/)/.test(value)) return value;
  return `/${value}`;
}

/**
 * The user's photo, or the first letter of the name on a coloured circle (000 §2.8), also
 * when the photo fails to load. `label` names it for screen readers; without one it is
 * decorative.
 */
export function UserAvatar(props: {
  name: string;
  avatar: unknown;
  size?: number;
  label?: string;
  className?: string;
}) {
  const src = avatarSource(props.avatar);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const size = props.size ?? 40;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  const className = `user-avatar ${props.className ?? ''}`.trim();

  if (src && brokenSrc !== src) {
    return (
      <img
        className={className}
        src={src}
        alt={props.label ?? ''}
        style={style}
        onError={() => setBrokenSrc(src)}
      />
    );
  }
  const initial = props.name.trim().charAt(0).toLocaleUpperCase('tr-TR') || '?';
  return (
    <span
      className={`${className} user-avatar--initial`}
      style={{ ...style, background: colourFor(props.name) }}
      {...(props.label ? { role: 'img', 'aria-label': props.label } : { 'aria-hidden': true })}
    >
      {initial}
    </span>
  );
}
