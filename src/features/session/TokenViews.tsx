import { FiringPanel } from './FiringPanel.tsx'
import { useSessionStore } from './sessionStore.ts'
import { TokenBreakdown } from './TokenBreakdown.tsx'
import './sessionTokens.css'

/** The token views of the history's line: which cell fires next, and where the tokens go. */
export function TokenViews() {
  const tokens = useSessionStore((s) => s.tokens)
  if (!tokens) return null
  return (
    <div className="stk-views">
      <FiringPanel view={tokens} />
      <TokenBreakdown view={tokens} />
    </div>
  )
}
