import { use, useMemo } from 'react'
import { MessagePartsList } from '../../components/MessagePartsList.tsx'
import { useVisualizerStore } from '../../store/index.ts'
import { loadedEngine, loadEngine } from '../../store/engine.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'

/**
 * A message's content parts under the scenario's registry, as the lane card's details (through
 * `LaneMessageParts`) and the history editor show them. The engine classifies them: it already
 * holds the core, which this chunk then need not share.
 */
export default function MessagePartsView({
  role,
  parts,
}: {
  readonly role: string
  readonly parts: readonly string[]
}) {
  // loaded by whoever draws this (`lazyPart` loaders); else one shared promise, suspended on once
  const engine = loadedEngine() ?? use(loadEngine())
  const registry = useVisualizerStore(selectRegistry)
  const model = useMemo(
    () => engine.messagePartsOf(role, parts, registry),
    [engine, role, parts, registry],
  )
  return <MessagePartsList model={model} />
}
