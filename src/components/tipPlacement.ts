/** A box in window coordinates (the fields of a DOMRect a placement reads). */
export interface Box {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

/** Where a tip's top-left corner goes, in window coordinates. */
export interface TipPlace {
  readonly top: number
  readonly left: number
  /** which side it took: of the kept-clear box, or of the trigger when no side of it had room */
  readonly side: 'below' | 'above' | 'right' | 'left' | 'anchor-below' | 'anchor-above'
}

export const TIP_GAP = 6

const bottom = (box: Box) => box.top + box.height
const right = (box: Box) => box.left + box.width
const clamp = (value: number, low: number, high: number) =>
  Math.max(low, Math.min(value, Math.max(low, high)))

/**
 * Places a tip of `tip`'s size for the trigger `anchor` inside a `view` (the window's width and
 * height). With a box to keep clear (`clear`: the lane whose cards the tip describes), the tip
 * goes below it, above it, to its right or to its left, whichever first fits whole in the
 * window, lined up with the trigger along that side: it never hides a card the reader is
 * looking at. Without one, or when no side has room, it goes below the trigger, or above it when
 * there is no room below.
 */
export function placeTip(
  anchor: Box,
  tip: { readonly width: number; readonly height: number },
  view: { readonly width: number; readonly height: number },
  clear?: Box,
): TipPlace {
  const across = clamp(anchor.left, TIP_GAP, view.width - tip.width - TIP_GAP)
  const along = clamp(anchor.top, TIP_GAP, view.height - tip.height - TIP_GAP)
  if (clear !== undefined) {
    const fitsDown = (top: number) => top >= 0 && top + tip.height <= view.height
    const fitsAcross = (left: number) => left >= 0 && left + tip.width <= view.width
    const fitsWide = tip.width + 2 * TIP_GAP <= view.width
    const fitsTall = tip.height + 2 * TIP_GAP <= view.height
    const below = bottom(clear) + TIP_GAP
    if (fitsWide && fitsDown(below)) return { top: below, left: across, side: 'below' }
    const above = clear.top - TIP_GAP - tip.height
    if (fitsWide && fitsDown(above)) return { top: above, left: across, side: 'above' }
    const toRight = right(clear) + TIP_GAP
    if (fitsTall && fitsAcross(toRight)) return { top: along, left: toRight, side: 'right' }
    const toLeft = clear.left - TIP_GAP - tip.width
    if (fitsTall && fitsAcross(toLeft)) return { top: along, left: toLeft, side: 'left' }
  }
  const belowAnchor = bottom(anchor) + TIP_GAP
  const aboveAnchor = anchor.top - TIP_GAP - tip.height
  const down = belowAnchor + tip.height <= view.height || aboveAnchor < 0
  return down
    ? { top: belowAnchor, left: across, side: 'anchor-below' }
    : { top: aboveAnchor, left: across, side: 'anchor-above' }
}
