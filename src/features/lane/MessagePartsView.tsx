import { useMemo } from 'react'
import { MessagePartsList } from '../../components/MessagePartsList.tsx'
import { useVisualizerStore } from '../../store/index.ts'
import { engine } from '../../store/engine.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'

/**
 * A message's content parts under the scenario's registry, as the lane card's details (through
 * `LaneMessageParts`) and the history editor show them, through `LazyMessagePartsView`. The
 * engine classifies them: it already holds the core, which this chunk then need not share.
 */
export default function MessagePartsView({
  role,
  parts,
}: {
  readonly role: string
  readonly parts: readonly string[]
}) {
  // drawn only through `LazyMessagePartsView`, whose loader waits for the engine
  const core = engine()
  const registry = useVisualizerStore(selectRegistry)
  const model = useMemo(
    () => core.messagePartsOf(role, parts, registry),
    [core, role, parts, registry],
  )
  return <MessagePartsList model={model} />
}
