import { useState } from 'react'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import { AddTypeForm } from './AddTypeForm.tsx'
import { ImpactPanel } from './ImpactPanel.tsx'
import { RegistryHeader } from './RegistryHeader.tsx'
import { RegistryTable } from './RegistryTable.tsx'
import '../editor-kit/editorUi.css'
import './registry.css'

/**
 * The registry editor: every fragment type with its role, markers, recognition and table
 * memberships, editable in place; the impact of the edits on all nine compaction cells; a
 * checklist form to add a type; reset to Codex's defaults. Every edit is a store action.
 */
export function RegistryScreen() {
  const [adding, setAdding] = useState(false)
  return (
    <section className="ed-screen rg-screen" aria-labelledby="rg-title">
      <RegistryHeader adding={adding} onToggleAdd={() => setAdding((open) => !open)} />
      {adding ? <OpenAddTypeForm onClose={() => setAdding(false)} /> : null}
      <ImpactPanel />
      <RegistryTable />
    </section>
  )
}

/** The add-type form with the registry it checks against (read here: an edit while the form is
 * closed draws the screen's panels, not the screen). */
function OpenAddTypeForm({ onClose }: { readonly onClose: () => void }) {
  const registry = useVisualizerStore(selectRegistry)
  const addFragmentType = useVisualizerStore((state) => state.addFragmentType)
  return (
    <AddTypeForm
      registry={registry}
      onCancel={onClose}
      onAdd={(type, register) => {
        addFragmentType(type, register)
        onClose()
      }}
    />
  )
}
