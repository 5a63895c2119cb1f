import type { ReactNode } from 'react'
import { ScenarioToolbar } from './ScenarioToolbar.tsx'

/**
 * The frame of an editor screen: the title and its introduction, and the scenario toolbar (undo,
 * redo, share), then the screen's own content. (The saved-work notices are the app shell's.)
 */
export function EditorScreen({
  className,
  titleId,
  title,
  intro,
  children,
}: {
  className: string
  titleId: string
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <section className={`ed-screen ${className}`} aria-labelledby={titleId}>
      <header className="ed-head">
        <h2 id={titleId}>{title}</h2>
        <p className="ed-lead">{intro}</p>
        <ScenarioToolbar />
      </header>
      {children}
    </section>
  )
}
