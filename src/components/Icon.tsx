import { memo } from 'react'

/**
 * Small inline stroke icons (24×24 grid, currentColor). Inline SVG needs no font and no request,
 * and renders the same everywhere. Icons are decorative: the text next to them carries the meaning.
 */
const PATHS = {
  kept: 'M5 12.5l4.5 4.5L19 7.5',
  cut: 'M6 6l12 12M18 6L6 18',
  injected: 'M12 4v11M7.5 10.5L12 15l4.5-4.5M5 20h14',
  summary: 'M4 7l8-4 8 4-8 4zM4 12l8 4 8-4M4 17l8 4 8-4',
  truncated: 'M4 12h4M10 12h4M16 12h4M4 6h16M4 18h9',
  pending: 'M12 3a9 9 0 1 0 0.01 0M12 7v5l3 2',
  unchanged: 'M5 9h14M5 15h14',
  filter: 'M4 5h16l-6 7.5V19l-4-2v-4.5z',
  pinLast: 'M12 4v10M7.5 9.5L12 14l4.5-4.5M5 19h14',
  reinject: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  emptyWindow: 'M4 4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 8V4',
  play: 'M7 4.5v15l12-7.5z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  stepBack: 'M16 5l-8 7 8 7z M6 5v14',
  stepForward: 'M8 5l8 7-8 7z M18 5v14',
  first: 'M18 5l-7 7 7 7M11 5l-7 7 7 7',
  last: 'M6 5l7 7-7 7M13 5l7 7-7 7',
  restart: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5',
  alert: 'M12 3.5L2.5 20h19zM12 10v4.5M12 17.2v0.3',
  model: 'M8 8h8v8H8zM10 3v3M14 3v3M10 18v3M14 18v3M3 10h3M3 14h3M18 10h3M18 14h3',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  version: 'M12 8a4 4 0 1 0 0.01 0M12 3v5M12 16v5',
} as const

export type IconName = keyof typeof PATHS

/** An icon's outline on its 24×24 grid, for an image drawn outside React (a slide). */
export function iconPath(name: IconName): string {
  return PATHS[name]
}

// shapes that read better solid
const FILLED: ReadonlySet<IconName> = new Set(['play', 'pause', 'stepBack', 'stepForward'])

export interface IconProps {
  readonly name: IconName
  /** CSS size; defaults to 1em so the icon follows the text around it. */
  readonly size?: string
  readonly className?: string
}

/**
 * An icon. Memoized: a parent drawn again (a counter on every step, a trace row) draws the same
 * icon again only when its name, size or class changed.
 */
export const Icon = memo(function Icon({ name, size = '1em', className }: IconProps) {
  return (
    <svg
      className={className === undefined ? 'icon' : `icon ${className}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={FILLED.has(name) ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
})
