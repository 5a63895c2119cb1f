import type { LaneCard } from '../../core/index.ts'
import { MessagePartsList } from '../../components/MessagePartsList.tsx'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'

/** A message card's content parts under the scenario's registry (`LaneMessageParts` loads it). */
export default function LaneMessagePartsBody({ card }: { readonly card: LaneCard }) {
  const registry = useVisualizerStore(selectRegistry)
  return (
    <MessagePartsList
      role={card.role ?? ''}
      parts={card.parts ?? [card.text]}
      registry={registry}
    />
  )
}
