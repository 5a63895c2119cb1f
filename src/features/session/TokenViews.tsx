import { useVisualizerStore } from '../../store/index.ts'
import { FiringPanel } from './FiringPanel.tsx'
import { useSessionStore } from './sessionStore.ts'
import { TokenBreakdown } from './TokenBreakdown.tsx'
import './sessionTokens.css'

/** The token views of the history's line: which cell fires next, and where the tokens go. */
export function TokenViews() {
  const tokens = useSessionStore((s) => s.tokens)
  const whatIf = useSessionStore((s) => s.whatIf)
  const runWhatIf = useSessionStore((s) => s.runWhatIf)
  const registry = useVisualizerStore((s) => s.scenario.registry)
  if (!tokens) return null
  return (
    <div className="stk-views">
      <FiringPanel
        view={tokens}
        whatIf={whatIf}
        onWhatIf={() => runWhatIf(tokens.line, registry)}
      />
      <TokenBreakdown view={tokens} />
    </div>
  )
}
