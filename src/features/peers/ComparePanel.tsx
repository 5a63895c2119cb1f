import { useId } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  comparedAgents,
  isAgentId,
  MAX_COMPARED_AGENTS,
  withAgentAt,
  withNextAgent,
} from './comparedAgents.ts'
import { DIMENSIONS, PEERS, peerById, type AgentId, type Peer } from './peerData.ts'
import { CellView, PeerText, useLocale } from './parts.tsx'

/** The compared agents (kept in the store, so the view's link carries them) and their edits. */
function useComparedAgents() {
  const stored = useVisualizerStore((state) => state.peerAgents)
  const setAgents = useVisualizerStore((state) => state.setPeerAgents)
  const agents = comparedAgents(stored)
  return {
    agents,
    choose: (slot: number, value: string) => {
      if (isAgentId(value)) setAgents(withAgentAt(agents, slot, value))
    },
    add: () => {
      const next = withNextAgent(agents)
      if (next !== agents) setAgents(next)
    },
    remove: (slot: number) => setAgents(agents.filter((_, i) => i !== slot)),
  }
}

/** One column's agent select, with a remove button while more than two are compared. */
function AgentPicker({
  id,
  slot,
  agents,
  onChoose,
  onRemove,
}: {
  readonly id: string
  readonly slot: number
  readonly agents: readonly AgentId[]
  readonly onChoose: (slot: number, value: string) => void
  readonly onRemove: (slot: number) => void
}) {
  const t = useT()
  const label =
    slot === 0
      ? t('peers.compare.first')
      : slot === 1
        ? t('peers.compare.second')
        : t('peers.compare.nth', { n: slot + 1 })
  return (
    <div className="pe-field">
      <label htmlFor={id}>{label}</label>
      <div className="pe-field-row">
        <select
          id={id}
          className="pe-select"
          value={agents[slot]}
          onChange={(event) => onChoose(slot, event.target.value)}
        >
          {PEERS.map((peer) => (
            <option key={peer.id} value={peer.id}>
              {peer.name}
            </option>
          ))}
        </select>
        {agents.length > 2 && (
          <button type="button" className="pe-remove" onClick={() => onRemove(slot)}>
            {t('peers.compare.remove', { name: peerById(agents[slot]!).name })}
          </button>
        )}
      </div>
    </div>
  )
}

/** The question-by-question table: a gist row, one row per dimension, and the basis row. */
function CompareTable({ peers }: { readonly peers: readonly Peer[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="pe-compare-wrap">
      <table className="pe-compare-table">
        <caption className="visually-hidden">
          <PeerText
            text={t('peers.compare.caption', {
              first: peers[0]!.name,
              second: peers
                .slice(1)
                .map((peer) => peer.name)
                .join(', '),
            })}
          />
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
              <th key={peer.id} scope="col" data-agent={peer.id} translate="no">
                {peer.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="pe-compare-gist">
            <th scope="row">{t('peers.compare.gist')}</th>
            {peers.map((peer) => (
              <td key={peer.id}>
                <PeerText text={peer.gist[locale]} />
              </td>
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
              <td key={peer.id}>
                <PeerText text={peer.basis[locale]} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/**
 * Two to four agents, question by question: what a PM reads to weigh designs against each other.
 * Picking in one select an agent another column shows swaps the two, so no agent shows twice.
 * The choice lives in the store, so the view's link carries it.
 */
export function ComparePanel() {
  const t = useT()
  const titleId = useId()
  const pickerId = useId()
  const { agents, choose, add, remove } = useComparedAgents()
  return (
    <section className="pe-panel pe-compare" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('peers.compare.title')}</h3>
      <p className="pe-muted">{t('peers.compare.intro')}</p>
      <div className="pe-pickers">
        {agents.map((_, slot) => (
          <AgentPicker
            key={slot}
            id={`${pickerId}-${slot}`}
            slot={slot}
            agents={agents}
            onChoose={choose}
            onRemove={remove}
          />
        ))}
        {agents.length < MAX_COMPARED_AGENTS && (
          <button type="button" className="pe-add" onClick={add}>
            {t('peers.compare.add')}
          </button>
        )}
      </div>
      <CompareTable peers={agents.map(peerById)} />
    </section>
  )
}
