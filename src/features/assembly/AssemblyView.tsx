import { useId, useMemo, useState } from 'react'
import {
  buildInitialContext,
  DEFAULT_WORLD_STATE,
  type AssembledMessage,
  type WorldState,
} from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/selectors.ts'
import { EditorScreen } from '../editor-kit/EditorScreen.tsx'
import { MAX_BODY_CHARS } from '../../view-models/validation.ts'
import '../editor-kit/editorUi.css'
import './assembly.css'

const SANDBOX_MODES: readonly WorldState['sandboxMode'][] = [
  'read-only',
  'workspace-write',
  'danger-full-access',
]
const APPROVAL_POLICIES: readonly WorldState['approvalPolicy'][] = [
  'untrusted',
  'on-failure',
  'on-request',
  'never',
]

/** The world state a scenario describes (its partial `world` over the defaults). */
function worldOf(world: Partial<WorldState> | undefined): WorldState {
  return { ...DEFAULT_WORLD_STATE, ...world }
}

/** Writes one world-state field as a user edit; typing in one field is one undo step. */
function useWorldEdit() {
  const editScenario = useVisualizerStore((state) => state.editScenario)
  return <K extends keyof WorldState>(key: K, value: WorldState[K]) =>
    editScenario((scenario) => ({ ...scenario, world: { ...scenario.world, [key]: value } }), {
      coalesce: `world.${key}`,
    })
}

/**
 * A text field bound to a world-state value. Its draft is local, so a refused value (over the
 * size limit) stays visible with its error instead of silently disappearing; an outside change
 * (undo, a loaded scenario) replaces the draft.
 */
function WorldText({
  label,
  value,
  onCommit,
  multiline = false,
  disabled = false,
}: {
  readonly label: string
  readonly value: string
  readonly onCommit: (value: string) => void
  readonly multiline?: boolean
  readonly disabled?: boolean
}) {
  const t = useT()
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    setDraft(value)
  }
  const tooLarge = draft.length > MAX_BODY_CHARS
  const change = (next: string) => {
    setDraft(next)
    if (next.length <= MAX_BODY_CHARS) {
      setSeen(next)
      onCommit(next)
    }
  }
  const aria = tooLarge ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          className="ed-textarea"
          rows={3}
          value={draft}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          {...aria}
        />
      ) : (
        <input
          id={id}
          className="ed-input"
          value={draft}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          {...aria}
        />
      )}
      {tooLarge ? (
        <p id={`${id}-error`} className="as-error">
          {t('registry.assembly.sizeRefused', {
            size: draft.length.toLocaleString('en'),
            max: MAX_BODY_CHARS.toLocaleString('en'),
          })}
        </p>
      ) : null}
    </div>
  )
}

function Check({
  label,
  checked,
  onChange,
}: {
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
}) {
  return (
    <label className="ed-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}

/** The world-state form: every field the initial context is rendered from. */
function WorldForm({ world }: { readonly world: WorldState }) {
  const t = useT()
  const edit = useWorldEdit()
  const sandboxId = useId()
  const approvalId = useId()
  const optional = (value: string): string | null => (value === '' ? null : value)
  return (
    <form
      className="ed-panel as-world"
      aria-labelledby={`${sandboxId}-title`}
      onSubmit={(e) => e.preventDefault()}
    >
      <h3 id={`${sandboxId}-title`}>{t('registry.assembly.world')}</h3>
      <p className="ed-muted as-hint">{t('registry.assembly.worldHint')}</p>
      <WorldText
        label={t('registry.assembly.cwd')}
        value={world.cwd}
        onCommit={(v) => edit('cwd', v)}
      />
      <div className="as-row">
        <div className="ed-field">
          <label htmlFor={sandboxId}>{t('registry.assembly.sandbox')}</label>
          <select
            id={sandboxId}
            className="ed-select"
            value={world.sandboxMode}
            onChange={(event) =>
              edit('sandboxMode', event.target.value as WorldState['sandboxMode'])
            }
          >
            {SANDBOX_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`registry.assembly.sandboxModes.${mode}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ed-field">
          <label htmlFor={approvalId}>{t('registry.assembly.approval')}</label>
          <select
            id={approvalId}
            className="ed-select"
            value={world.approvalPolicy}
            onChange={(event) =>
              edit('approvalPolicy', event.target.value as WorldState['approvalPolicy'])
            }
          >
            {APPROVAL_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {t(`registry.assembly.approvalPolicies.${policy}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Check
        label={t('registry.assembly.network')}
        checked={world.networkAccess}
        onChange={(on) => edit('networkAccess', on)}
      />

      <fieldset className="as-group">
        <legend>{t('registry.assembly.agentsMd')}</legend>
        <Check
          label={t('registry.assembly.agentsMdOn')}
          checked={world.agentsMd !== null}
          onChange={(on) =>
            edit('agentsMd', on ? (DEFAULT_WORLD_STATE.agentsMd ?? { text: '' }) : null)
          }
        />
        {world.agentsMd !== null ? (
          <>
            <WorldText
              label={t('registry.assembly.agentsMdDir')}
              value={world.agentsMd.directory ?? ''}
              onCommit={(directory) => {
                const text = world.agentsMd?.text ?? ''
                edit('agentsMd', directory === '' ? { text } : { directory, text })
              }}
            />
            <WorldText
              label={t('registry.assembly.agentsMdText')}
              value={world.agentsMd.text}
              multiline
              onCommit={(text) => {
                const directory = world.agentsMd?.directory
                edit('agentsMd', directory === undefined ? { text } : { directory, text })
              }}
            />
          </>
        ) : null}
      </fieldset>

      <fieldset className="as-group">
        <legend>{t('registry.assembly.modelSwitch')}</legend>
        <Check
          label={t('registry.assembly.modelSwitchOn')}
          checked={world.modelSwitch !== null}
          onChange={(on) =>
            edit(
              'modelSwitch',
              on
                ? {
                    previousModel: 'gpt-5.4',
                    instructions: 'You are now running on a model with a larger context window.',
                  }
                : null,
            )
          }
        />
        {world.modelSwitch !== null ? (
          <>
            <WorldText
              label={t('registry.assembly.previousModel')}
              value={world.modelSwitch.previousModel}
              onCommit={(previousModel) =>
                edit('modelSwitch', {
                  instructions: world.modelSwitch?.instructions ?? '',
                  previousModel,
                })
              }
            />
            <WorldText
              label={t('registry.assembly.modelSwitchInstructions')}
              value={world.modelSwitch.instructions}
              multiline
              onCommit={(instructions) =>
                edit('modelSwitch', {
                  previousModel: world.modelSwitch?.previousModel ?? '',
                  instructions,
                })
              }
            />
          </>
        ) : null}
      </fieldset>

      <WorldText
        label={t('registry.assembly.personality')}
        value={world.personality ?? ''}
        onCommit={(v) => edit('personality', optional(v))}
      />
      <WorldText
        label={t('registry.assembly.multiAgentMode')}
        value={world.multiAgentMode ?? ''}
        onCommit={(v) => edit('multiAgentMode', optional(v))}
      />
      <WorldText
        label={t('registry.assembly.usageHint')}
        value={world.multiAgentUsageHint ?? ''}
        onCommit={(v) => edit('multiAgentUsageHint', optional(v))}
      />
      <WorldText
        label={t('registry.assembly.managed')}
        value={world.managedDeveloperInstructions ?? ''}
        multiline
        onCommit={(v) => edit('managedDeveloperInstructions', optional(v))}
      />
      <WorldText
        label={t('registry.assembly.developerInstructions')}
        value={world.developerInstructions ?? ''}
        multiline
        onCommit={(v) => edit('developerInstructions', optional(v))}
      />
      <Check
        label={t('registry.assembly.guardian')}
        checked={world.guardianSeparate}
        onChange={(on) => edit('guardianSeparate', on)}
      />
    </form>
  )
}

function MessageCard({
  message,
  index,
  isNew,
}: {
  readonly message: AssembledMessage
  readonly index: number
  readonly isNew: boolean
}) {
  const t = useT()
  return (
    <li
      className={`as-message as-message-${message.role} as-bucket-${message.bucket}${isNew ? ' as-new' : ''}`}
      data-bucket={message.bucket}
    >
      <header className="as-message-head">
        <span className={`ed-badge ed-badge-${message.role}`}>
          {t(`registry.roles.${message.role}`)}
        </span>
        <h4>
          {t('registry.assembly.messageHeading', {
            index: index + 1,
            role: t(`registry.roles.${message.role}`),
            bucket: t(`registry.assembly.buckets.${message.bucket}`),
          })}
        </h4>
        {message.fragments.length > 1 ? (
          <span className="ed-muted">
            {t('registry.assembly.fragmentCount', { count: message.fragments.length })}
          </span>
        ) : null}
        {isNew ? (
          <span className="ed-badge ed-badge-warn">{t('registry.assembly.tokenBudgetNew')}</span>
        ) : null}
      </header>
      <ol className="as-fragments">
        {message.fragments.map((fragment, i) => {
          const reason = message.reasons[i]
          return (
            <li
              key={`${fragment.typeName}-${i}`}
              className="as-fragment"
              data-type={fragment.typeName}
            >
              <div className="as-fragment-head">
                <code className="as-type">{fragment.typeName}</code>
                {reason ? (
                  <span className="as-reason">{t(`registry.assembly.reasons.${reason}`)}</span>
                ) : null}
              </div>
              <pre className="ed-code-block as-text">
                {fragment.text === '' ? (
                  <span className="ed-muted">{t('registry.assembly.emptyBody')}</span>
                ) : (
                  <VisibleText text={fragment.text} limit={1500} />
                )}
              </pre>
            </li>
          )
        })}
      </ol>
    </li>
  )
}

/**
 * The assembly view: a world state (edited into the scenario) and the initial context Codex
 * builds from it with the current registry, bucket by bucket in Codex's order, each fragment
 * with its type and the reason it landed where it did; TokenBudget as a preview switch.
 */
export function AssemblyView() {
  const t = useT()
  const registry = useVisualizerStore(selectRegistry)
  const worldField = useVisualizerStore((state) => state.scenario.world)
  const world = useMemo(() => worldOf(worldField), [worldField])
  const [tokenBudget, setTokenBudget] = useState(false)
  const messages = useMemo(
    () => buildInitialContext(registry, world, { tokenBudget }),
    [registry, world, tokenBudget],
  )
  const tokenBudgetId = useId()

  return (
    <EditorScreen
      className="as-screen"
      titleId="as-title"
      title={t('registry.assembly.title')}
      intro={t('registry.assembly.intro')}
    >
      <div className="as-layout">
        <WorldForm world={world} />
        <section className="as-output" aria-labelledby={`${tokenBudgetId}-messages`}>
          <div className="ed-panel as-token-budget">
            <label className="ed-check">
              <input
                id={tokenBudgetId}
                type="checkbox"
                checked={tokenBudget}
                onChange={(event) => setTokenBudget(event.target.checked)}
              />
              {t('registry.assembly.tokenBudget')}
            </label>
            <p className="ed-muted as-hint">{t('registry.assembly.tokenBudgetHint')}</p>
            <p className="as-hint" role="status">
              {tokenBudget ? t('registry.assembly.tokenBudgetDiff') : null}
            </p>
          </div>
          <h3 id={`${tokenBudgetId}-messages`} className="as-title">
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
