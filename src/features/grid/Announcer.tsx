import { useAfterFirstFrame } from '../../components/AfterFirstFrame.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectAppliedStep, selectStep, selectStepCount } from '../../store/playbackSelectors.ts'
import { useExplainStepText } from '../trace-panel/explainStep.ts'

/** Tells screen readers what each step did, as it happens (a polite live region). */
export function Announcer() {
  const t = useT()
  const explainText = useExplainStepText()
  const k = useVisualizerStore(selectStep)
  const n = useVisualizerStore(selectStepCount)
  const step = useVisualizerStore(selectAppliedStep)
  // the region and its words (the step's explanation: the screen's longest) follow the first
  // frame; it arrives with its text, which is not announced, as it was not on the first frame
  if (!useAfterFirstFrame()) return null
  const text =
    step === undefined
      ? t('grid.playback.announceStart', { n })
      : t('grid.playback.announce', {
          k,
          n,
          title: t(`rules.titles.${step.rule}`),
          text: explainText(step),
        })
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  )
}
