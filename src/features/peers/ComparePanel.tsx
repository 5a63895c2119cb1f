import { useId, useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { DIMENSIONS, PEERS, peerById, type AgentId } from './peerData.ts'
import { CellView, useLocale } from './parts.tsx'

const isAgentId = (value: string): value is AgentId => PEERS.some((peer) => peer.id === value)

/**
 * Two agents, question by question: what a PM reads to weigh one design against another.
 * Picking in one select the agent the other shows swaps the two, so both columns always differ.
 */
export function ComparePanel() {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const firstId = useId()
  const secondId = useId()
  const [pair, setPair] = useState<readonly [AgentId, AgentId]>(['codex', 'dsh'])
  const first = peerById(pair[0])
  const second = peerById(pair[1])

  const choose = (slot: 0 | 1, value: string) => {
    if (!isAgentId(value)) return
    setPair(([a, b]) => {
      if (slot === 0) return value === b ? [b, a] : [value, b]
      return value === a ? [b, a] : [a, value]
    })
  }

  const picker = (slot: 0 | 1, id: string, label: string) => (
    <div className="pe-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="pe-select"
        value={pair[slot]}
        onChange={(event) => choose(slot, event.target.value)}
      >
        {PEERS.map((peer) => (
          <option key={peer.id} value={peer.id}>
            {peer.name}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <section className="pe-panel pe-compare" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('peers.compare.title')}</h3>
      <p className="pe-muted">{t('peers.compare.intro')}</p>
      <div className="pe-pickers">
        {picker(0, firstId, t('peers.compare.first'))}
        {picker(1, secondId, t('peers.compare.second'))}
      </div>
      <div className="pe-compare-wrap">
        <table className="pe-compare-table">
          <caption className="visually-hidden">
            {t('peers.compare.caption', { first: first.name, second: second.name })}
          </caption>
          <colgroup>
            <col className="pe-compare-q" />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('peers.compare.question')}</th>
              <th scope="col" data-agent={first.id}>
                {first.name}
              </th>
              <th scope="col" data-agent={second.id}>
                {second.name}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="pe-compare-gist">
              <th scope="row">{t('peers.compare.gist')}</th>
              <td>{first.gist[locale]}</td>
              <td>{second.gist[locale]}</td>
            </tr>
            {DIMENSIONS.map((dimension) => (
              <tr key={dimension} data-dimension={dimension}>
                <th scope="row">{t(`peers.columns.${dimension}`)}</th>
                <td>
                  <CellView cell={first.cells[dimension]} />
                </td>
                <td>
                  <CellView cell={second.cells[dimension]} />
                </td>
              </tr>
            ))}
            <tr className="pe-compare-basis">
              <th scope="row">{t('peers.compare.basis')}</th>
              <td>{first.basis[locale]}</td>
              <td>{second.basis[locale]}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}
