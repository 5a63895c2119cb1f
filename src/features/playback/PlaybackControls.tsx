import { memo } from 'react'
import { useAfterFirstFrame } from '../../components/AfterFirstFrame.tsx'
import { Icon, type IconName } from '../../components/Icon.tsx'
import type { TraceStep } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { SPEEDS } from '../../store/playbackSlice.ts'
import { selectAppliedStep, selectStep, selectStepCount } from '../../store/playbackSelectors.ts'
import { selectCurrentResult } from '../../store/selectors.ts'
import { stepLabel } from './stepLabel.ts'
import { markOf } from './timelineMarks.ts'
import './playback.css'

/**
 * Play / pause, step back and forward, first and last, restart, speed, and a scrubbable
 * timeline with "step k of N". Every control only moves the replay cursor. Each part reads the
 * playback state it shows, so a step re-renders the buttons, the slider and the readout, not the
 * speed choice or the timeline's marks.
 */
export function PlaybackControls() {
  const t = useT()
  return (
    <div className="playback" role="group" aria-label={t('grid.playback.label')}>
      <PlaybackButtons />
      <SpeedChoice />
      <Timeline />
      <StepReadout />
    </div>
  )
}

/**
 * First, back, play/pause, forward, last, restart. It reads only whether the step is at either
 * end, not the step itself: a step in between draws none of the buttons again.
 */
function PlaybackButtons() {
  const t = useT()
  const atStart = useVisualizerStore((state) => selectStep(state) === 0)
  const atEnd = useVisualizerStore((state) => selectStep(state) >= selectStepCount(state))
  const playing = useVisualizerStore((state) => state.playing)
  const togglePlay = useVisualizerStore((state) => state.togglePlay)
  const stepBack = useVisualizerStore((state) => state.stepBack)
  const stepForward = useVisualizerStore((state) => state.stepForward)
  const seek = useVisualizerStore((state) => state.seek)
  const restart = useVisualizerStore((state) => state.restart)
  // the last step as it is when the button is pressed
  const seekLast = () => seek(selectStepCount(useVisualizerStore.getState()))
  return (
    <div className="playback-buttons">
      <IconButton
        icon="first"
        label={t('grid.playback.first')}
        disabled={atStart}
        onClick={() => seek(0)}
      />
      <IconButton
        icon="stepBack"
        label={t('grid.playback.stepBack')}
        disabled={atStart}
        onClick={stepBack}
      />
      <button type="button" className="play-button" aria-pressed={playing} onClick={togglePlay}>
        <Icon name={playing ? 'pause' : 'play'} />
        <span>{playing ? t('grid.playback.pause') : t('grid.playback.play')}</span>
      </button>
      <IconButton
        icon="stepForward"
        label={t('grid.playback.stepForward')}
        disabled={atEnd}
        onClick={stepForward}
      />
      <IconButton icon="last" label={t('grid.playback.last')} disabled={atEnd} onClick={seekLast} />
      <IconButton icon="restart" label={t('grid.playback.restart')} onClick={restart} />
    </div>
  )
}

/** The speed segments (0.5×, 1×, 2×). */
function SpeedChoice() {
  const t = useT()
  const speed = useVisualizerStore((state) => state.speed)
  const setSpeed = useVisualizerStore((state) => state.setSpeed)
  return (
    <div className="playback-speed" role="group" aria-label={t('grid.playback.speed')}>
      <span className="playback-speed-label" aria-hidden="true">
        {t('grid.playback.speed')}
      </span>
      {SPEEDS.map((value) => (
        <button
          key={value}
          type="button"
          className="segment"
          aria-pressed={speed === value}
          onClick={() => setSpeed(value)}
        >
          {t('grid.playback.speedValue', { speed: value })}
        </button>
      ))}
    </div>
  )
}

/** The scrubbable timeline: the slider over the marks of the steps that change the lane. */
function Timeline() {
  const t = useT()
  const step = useVisualizerStore(selectStep)
  const total = useVisualizerStore(selectStepCount)
  const applied = useVisualizerStore(selectAppliedStep)
  const trace = useVisualizerStore((state) => selectCurrentResult(state).trace)
  const seek = useVisualizerStore((state) => state.seek)
  const stepText = stepLabel(t, step, total)
  // the marks (placed over the slider, out of the flow) follow the first frame
  const drawn = useAfterFirstFrame()
  return (
    <label className="playback-timeline">
      <span className="visually-hidden">{t('grid.playback.timeline')}</span>
      {drawn && <TimelineMarks trace={trace} />}
      <input
        type="range"
        min={0}
        max={total}
        step={1}
        value={step}
        aria-valuetext={
          applied === undefined ? stepText : `${stepText}: ${t(`rules.titles.${applied.rule}`)}`
        }
        onChange={(event) => seek(Number(event.currentTarget.value))}
      />
    </label>
  )
}

/** Where the lane changes (the trace panel says the same in words); the same for every step. */
const TimelineMarks = memo(function TimelineMarks({
  trace,
}: {
  readonly trace: readonly TraceStep[]
}) {
  const total = trace.length
  return (
    <span className="timeline-marks" aria-hidden="true">
      {trace.map((traceStep) => {
        const kind = markOf(traceStep)
        if (kind === null || total === 0) return null
        return (
          <span
            key={traceStep.seq}
            className={`timeline-mark mark-${kind}`}
            style={{ left: `${(traceStep.seq / total) * 100}%` }}
          />
        )
      })}
    </span>
  )
})

/** "Step k of N" (its data attributes are what tests and tools read). */
function StepReadout() {
  const t = useT()
  const step = useVisualizerStore(selectStep)
  const total = useVisualizerStore(selectStepCount)
  return (
    <output className="playback-step" aria-live="off" data-step={step} data-total={total}>
      {stepLabel(t, step, total)}
    </output>
  )
}

/** A playback button shown as an icon, named by its label (read aloud and shown on hover). */
function IconButton({
  icon,
  label,
  disabled,
  onClick,
}: {
  icon: IconName
  label: string
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      aria-disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  )
}
