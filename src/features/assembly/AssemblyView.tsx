import { useId, useMemo, useState } from 'react'
import { buildInitialContext } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import { EditorScreen } from '../editor-kit/EditorScreen.tsx'
import '../editor-kit/editorUi.css'
import './assembly.css'
import { MessageCard } from './MessageCard.tsx'
import { WorldForm } from './WorldForm.tsx'
import { worldOf } from './worldEdits.ts'

/** The scenario's world state and the initial context built from it with the current registry. */
function useAssembly(tokenBudget: boolean) {
  const registry = useVisualizerStore(selectRegistry)
  const worldField = useVisualizerStore((state) => state.scenario.world)
  const world = useMemo(() => worldOf(worldField), [worldField])
  const messages = useMemo(
    () => buildInitialContext(registry, world, { tokenBudget }),
    [registry, world, tokenBudget],
  )
  return { world, messages }
}

/** The TokenBudget preview switch (not part of the scenario). */
function TokenBudgetSwitch({
  on,
  onChange,
}: {
  readonly on: boolean
  readonly onChange: (on: boolean) => void
}) {
  const t = useT()
  return (
    <div className="ed-panel as-token-budget">
      <label className="ed-check">
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
        {t('registry.assembly.tokenBudget')}
      </label>
      <p className="ed-muted as-hint">{t('registry.assembly.tokenBudgetHint')}</p>
      <p className="as-hint" role="status">
        {on ? t('registry.assembly.tokenBudgetDiff') : null}
      </p>
    </div>
  )
}

/**
 * The assembly view: a world state (edited into the scenario) and the initial context Codex
 * builds from it with the current registry, bucket by bucket in Codex's order, each fragment
 * with its type and the reason it landed where it did; TokenBudget as a preview switch.
 */
export function AssemblyView() {
  const t = useT()
  const [tokenBudget, setTokenBudget] = useState(false)
  const { world, messages } = useAssembly(tokenBudget)
  const messagesId = useId()
  return (
    <EditorScreen
      className="as-screen"
      titleId="as-title"
      title={t('registry.assembly.title')}
      intro={t('registry.assembly.intro')}
    >
      <div className="as-layout ed-two-col">
        <WorldForm world={world} />
        <section className="as-output" aria-labelledby={messagesId}>
          <TokenBudgetSwitch on={tokenBudget} onChange={setTokenBudget} />
          <h3 id={messagesId} className="as-title">
            {t('registry.assembly.messages')}
          </h3>
          <ol className="as-messages">
            {messages.map((message, index) => (
              <MessageCard
                key={`${message.bucket}-${index}`}
                message={message}
                index={index}
                isNew={tokenBudget && message.reasons.includes('token_budget_window')}
              />
            ))}
          </ol>
        </section>
      </div>
    </EditorScreen>
  )
}
