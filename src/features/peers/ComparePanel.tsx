import { useId } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { DIMENSIONS, PEERS, peerById, type AgentId } from './peerData.ts'
import { CellView, useLocale } from './parts.tsx'

const isAgentId = (value: string): value is AgentId => PEERS.some((peer) => peer.id === value)

/** The Other agents comparison shows this many agents at most (the table must stay readable). */
export const MAX_COMPARED_AGENTS = 4

/** The store's agent list as distinct, known agents; the default pair when fewer than two remain. */
export function comparedAgents(ids: readonly string[]): readonly AgentId[] {
  const agents = [...new Set(ids)].filter(isAgentId).slice(0, MAX_COMPARED_AGENTS)
  return agents.length >= 2 ? agents : ['codex', 'dsh']
}

/**
 * Two to four agents, question by question: what a PM reads to weigh designs against each other.
 * Picking in one select an agent another column shows swaps the two, so no agent shows twice.
 * The choice lives in the store, so the view's link carries it.
 */
export function ComparePanel() {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const pickerId = useId()
  const stored = useVisualizerStore((state) => state.peerAgents)
  const setAgents = useVisualizerStore((state) => state.setPeerAgents)
  const agents = comparedAgents(stored)
  const peers = agents.map(peerById)

  const choose = (slot: number, value: string) => {
    if (!isAgentId(value)) return
    const next = [...agents]
    const other = next.indexOf(value)
    if (other >= 0) next[other] = next[slot]!
    next[slot] = value
    setAgents(next)
  }
  const add = () => {
    const unused = PEERS.find((peer) => !agents.includes(peer.id))
    if (unused) setAgents([...agents, unused.id])
  }
  const remove = (slot: number) => setAgents(agents.filter((_, i) => i !== slot))

  const label = (slot: number) =>
    slot === 0
      ? t('peers.compare.first')
      : slot === 1
        ? t('peers.compare.second')
        : t('peers.compare.nth', { n: slot + 1 })

  const picker = (slot: number) => (
    <div className="pe-field" key={slot}>
      <label htmlFor={`${pickerId}-${slot}`}>{label(slot)}</label>
      <div className="pe-field-row">
        <select
          id={`${pickerId}-${slot}`}
          className="pe-select"
          value={agents[slot]}
          onChange={(event) => choose(slot, event.target.value)}
        >
          {PEERS.map((peer) => (
            <option key={peer.id} value={peer.id}>
              {peer.name}
            </option>
          ))}
        </select>
        {agents.length > 2 && (
          <button type="button" className="pe-remove" onClick={() => remove(slot)}>
            {t('peers.compare.remove', { name: peers[slot]!.name })}
          </button>
        )}
      </div>
    </div>
  )

  return (
    <section className="pe-panel pe-compare" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('peers.compare.title')}</h3>
      <p className="pe-muted">{t('peers.compare.intro')}</p>
      <div className="pe-pickers">
        {agents.map((_, slot) => picker(slot))}
        {agents.length < MAX_COMPARED_AGENTS && (
          <button type="button" className="pe-add" onClick={add}>
            {t('peers.compare.add')}
          </button>
        )}
      </div>
      <div className="pe-compare-wrap">
        <table className="pe-compare-table">
          <caption className="visually-hidden">
            {t('peers.compare.caption', {
              first: peers[0]!.name,
              second: peers
                .slice(1)
                .map((peer) => peer.name)
                .join(', '),
            })}
          </caption>
          <colgroup>
            <col className="pe-compare-q" />
            {peers.map((peer) => (
              <col key={peer.id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('peers.compare.question')}</th>
              {peers.map((peer) => (
                <th key={peer.id} scope="col" data-agent={peer.id}>
                  {peer.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="pe-compare-gist">
              <th scope="row">{t('peers.compare.gist')}</th>
              {peers.map((peer) => (
                <td key={peer.id}>{peer.gist[locale]}</td>
              ))}
            </tr>
            {DIMENSIONS.map((dimension) => (
              <tr key={dimension} data-dimension={dimension}>
                <th scope="row">{t(`peers.columns.${dimension}`)}</th>
                {peers.map((peer) => (
                  <td key={peer.id}>
                    <CellView cell={peer.cells[dimension]} />
                  </td>
                ))}
              </tr>
            ))}
            <tr className="pe-compare-basis">
              <th scope="row">{t('peers.compare.basis')}</th>
              {peers.map((peer) => (
                <td key={peer.id}>{peer.basis[locale]}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}
