import { describe, expect, it } from 'vitest'
import { placeTip, TIP_GAP, type Box } from '../../../src/components/tipPlacement.ts'

const VIEW = { width: 1280, height: 720 }
const TIP = { width: 400, height: 150 }

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height

const tipBox = (place: { top: number; left: number }): Box => ({ ...place, ...TIP })

describe('placeTip', () => {
  it('goes below the trigger without a box to keep clear', () => {
    const anchor = { top: 100, left: 50, width: 120, height: 80 }
    expect(placeTip(anchor, TIP, VIEW)).toEqual({
      top: 180 + TIP_GAP,
      left: 50,
      side: 'anchor-below',
    })
  })

  it('goes above the trigger when the window has no room below', () => {
    const anchor = { top: 600, left: 50, width: 120, height: 80 }
    expect(placeTip(anchor, TIP, VIEW).side).toBe('anchor-above')
  })

  it('goes below the lane, lined up with the card, covering no card', () => {
    const lane = { top: 100, left: 40, width: 900, height: 300 }
    const anchor = { top: 100, left: 700, width: 150, height: 120 }
    const place = placeTip(anchor, TIP, VIEW, lane)
    expect(place).toEqual({ top: 400 + TIP_GAP, left: 700, side: 'below' })
    expect(overlaps(tipBox(place), lane)).toBe(false)
  })

  it('takes the side that has room when the lane fills the window’s height', () => {
    const lane = { top: 20, left: 500, width: 700, height: 680 }
    const anchor = { top: 300, left: 520, width: 150, height: 120 }
    const place = placeTip(anchor, TIP, VIEW, lane)
    expect(place.side).toBe('left')
    expect(place.top).toBe(300)
    expect(overlaps(tipBox(place), lane)).toBe(false)
  })

  it('falls back to the trigger when no side of the lane has room', () => {
    const lane = { top: 0, left: 0, width: 1280, height: 720 }
    const anchor = { top: 100, left: 1200, width: 60, height: 60 }
    const place = placeTip(anchor, TIP, VIEW, lane)
    expect(place.side).toBe('anchor-below')
    // still whole in the window
    expect(place.left + TIP.width).toBeLessThanOrEqual(VIEW.width - TIP_GAP)
  })
})
