import { useId } from 'react'
import type { WorldState } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { Check, Choice, WorldText } from './WorldControls.tsx'
import {
  agentsMdInDirectory,
  agentsMdSwitched,
  agentsMdWithText,
  APPROVAL_POLICIES,
  modelSwitchSwitched,
  modelSwitchWith,
  optionalText,
  SANDBOX_MODES,
} from './worldEdits.ts'

type WorldEdit = <K extends keyof WorldState>(key: K, value: WorldState[K]) => void

/** Writes one world-state field as a user edit; typing in one field is one undo step. */
function useWorldEdit(): WorldEdit {
  const editScenario = useVisualizerStore((state) => state.editScenario)
  return (key, value) =>
    editScenario((scenario) => ({ ...scenario, world: { ...scenario.world, [key]: value } }), {
      coalesce: `world.${key}`,
    })
}

interface FieldsProps {
  readonly world: WorldState
  readonly edit: WorldEdit
}

/** The working directory, the sandbox, the approval policy and network access. */
function SandboxFields({ world, edit }: FieldsProps) {
  const t = useT()
  return (
    <>
      <WorldText
        label={t('registry.assembly.cwd')}
        value={world.cwd}
        onCommit={(v) => edit('cwd', v)}
      />
      <div className="as-row">
        <Choice
          label={t('registry.assembly.sandbox')}
          value={world.sandboxMode}
          options={SANDBOX_MODES}
          optionLabel={(mode) => t(`registry.assembly.sandboxModes.${mode}`)}
          onChange={(mode) => edit('sandboxMode', mode)}
        />
        <Choice
          label={t('registry.assembly.approval')}
          value={world.approvalPolicy}
          options={APPROVAL_POLICIES}
          optionLabel={(policy) => t(`registry.assembly.approvalPolicies.${policy}`)}
          onChange={(policy) => edit('approvalPolicy', policy)}
        />
      </div>
      <Check
        label={t('registry.assembly.network')}
        checked={world.networkAccess}
        onChange={(on) => edit('networkAccess', on)}
      />
    </>
  )
}

function AgentsMdFieldset({ world, edit }: FieldsProps) {
  const t = useT()
  const { agentsMd } = world
  return (
    <fieldset className="as-group">
      <legend>{t('registry.assembly.agentsMd')}</legend>
      <Check
        label={t('registry.assembly.agentsMdOn')}
        checked={agentsMd !== null}
        onChange={(on) => edit('agentsMd', agentsMdSwitched(on))}
      />
      {agentsMd !== null ? (
        <>
          <WorldText
            label={t('registry.assembly.agentsMdDir')}
            value={agentsMd.directory ?? ''}
            onCommit={(directory) => edit('agentsMd', agentsMdInDirectory(agentsMd, directory))}
          />
          <WorldText
            label={t('registry.assembly.agentsMdText')}
            value={agentsMd.text}
            multiline
            onCommit={(text) => edit('agentsMd', agentsMdWithText(agentsMd, text))}
          />
        </>
      ) : null}
    </fieldset>
  )
}

function ModelSwitchFieldset({ world, edit }: FieldsProps) {
  const t = useT()
  const { modelSwitch } = world
  return (
    <fieldset className="as-group">
      <legend>{t('registry.assembly.modelSwitch')}</legend>
      <Check
        label={t('registry.assembly.modelSwitchOn')}
        checked={modelSwitch !== null}
        onChange={(on) => edit('modelSwitch', modelSwitchSwitched(on))}
      />
      {modelSwitch !== null ? (
        <>
          <WorldText
            label={t('registry.assembly.previousModel')}
            value={modelSwitch.previousModel}
            onCommit={(previousModel) =>
              edit('modelSwitch', modelSwitchWith(modelSwitch, { previousModel }))
            }
          />
          <WorldText
            label={t('registry.assembly.modelSwitchInstructions')}
            value={modelSwitch.instructions}
            multiline
            onCommit={(instructions) =>
              edit('modelSwitch', modelSwitchWith(modelSwitch, { instructions }))
            }
          />
        </>
      ) : null}
    </fieldset>
  )
}

/** The optional instruction texts (empty means absent) and the guardian switch. */
function InstructionFields({ world, edit }: FieldsProps) {
  const t = useT()
  return (
    <>
      <WorldText
        label={t('registry.assembly.personality')}
        value={world.personality ?? ''}
        onCommit={(v) => edit('personality', optionalText(v))}
      />
      <WorldText
        label={t('registry.assembly.multiAgentMode')}
        value={world.multiAgentMode ?? ''}
        onCommit={(v) => edit('multiAgentMode', optionalText(v))}
      />
      <WorldText
        label={t('registry.assembly.usageHint')}
        value={world.multiAgentUsageHint ?? ''}
        onCommit={(v) => edit('multiAgentUsageHint', optionalText(v))}
      />
      <WorldText
        label={t('registry.assembly.managed')}
        value={world.managedDeveloperInstructions ?? ''}
        multiline
        onCommit={(v) => edit('managedDeveloperInstructions', optionalText(v))}
      />
      <WorldText
        label={t('registry.assembly.developerInstructions')}
        value={world.developerInstructions ?? ''}
        multiline
        onCommit={(v) => edit('developerInstructions', optionalText(v))}
      />
      <Check
        label={t('registry.assembly.guardian')}
        checked={world.guardianSeparate}
        onChange={(on) => edit('guardianSeparate', on)}
      />
    </>
  )
}

/** The world-state form: every field the initial context is rendered from. */
export function WorldForm({ world }: { readonly world: WorldState }) {
  const t = useT()
  const edit = useWorldEdit()
  const titleId = useId()
  return (
    <form
      className="ed-panel as-world"
      aria-labelledby={titleId}
      onSubmit={(e) => e.preventDefault()}
    >
      <h3 id={titleId}>{t('registry.assembly.world')}</h3>
      <p className="ed-muted as-hint">{t('registry.assembly.worldHint')}</p>
      <SandboxFields world={world} edit={edit} />
      <AgentsMdFieldset world={world} edit={edit} />
      <ModelSwitchFieldset world={world} edit={edit} />
      <InstructionFields world={world} edit={edit} />
    </form>
  )
}
