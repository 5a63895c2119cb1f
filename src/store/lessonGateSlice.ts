import type { StateCreator } from 'zustand'
import type { VisualizerState } from './index.ts'

/**
 * Whether a lesson question (or an exercise table) is open, its answer not yet committed: every
 * screen that could show the answer (the grid's counts, the lane, the trace, the tables, the
 * editors) is hidden until then. The lessons set it as the reader moves; it outlives the Lessons
 * tab on purpose, since the other tabs are one click from the question. A reader may still choose
 * to see a screen (`setAnswerHidden(false)`), and the next question hides them again.
 */
export interface LessonGateSlice {
  answerHidden: boolean
  setAnswerHidden: (hidden: boolean) => void
}

export const createLessonGateSlice: StateCreator<VisualizerState, [], [], LessonGateSlice> = (
  set,
) => ({
  answerHidden: false,
  setAnswerHidden: (answerHidden) => set({ answerHidden }),
})
