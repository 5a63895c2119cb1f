import type { Transition } from 'framer-motion'

/**
 * How lane cards move: a calm ease-out, short enough for 2× playback. Under
 * prefers-reduced-motion, MotionConfig (reducedMotion="user") drops the movement and keeps fades.
 */
export const cardTransition: Transition = {
  duration: 0.38,
  ease: [0.2, 0, 0, 1],
  opacity: { duration: 0.22 },
}
