import { useT } from '../../i18n/useT.ts'
import { ComparePanel } from './ComparePanel.tsx'
import {
  COMPLAINTS,
  RELIABILITIES,
  citedReferences,
  issueLabel,
  issueUrl,
  referenceLabel,
  referenceUrl,
} from './peerData.ts'
import { PeersTable } from './PeersTable.tsx'
import { PeerText, RELIABILITY_GLYPH, ReliabilityBadge, refAnchor, useLocale } from './parts.tsx'
import './peers.css'

// the cited references never change: compute the list once
const SOURCE_GROUPS = citedReferences()

/** How reliable each claim's source is: a glyph, a word and a color for each level. */
function Legend() {
  const t = useT()
  return (
    <aside className="pe-legend" aria-labelledby="pe-legend-title">
      <h3 id="pe-legend-title">{t('peers.legend.title')}</h3>
      <dl>
        {RELIABILITIES.map((level) => (
          <div key={level} className="pe-legend-item" data-reliability={level}>
            <dt>
              <span className={`pe-rel pe-rel-${level}`}>
                <span className="pe-rel-glyph" aria-hidden="true">
                  {RELIABILITY_GLYPH[level]}
                </span>
                {t(`peers.legend.${level}`)}
              </span>
            </dt>
            <dd>{t(`peers.legend.${level}Hint`)}</dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}

/** A plain link the reader may follow; the page itself never requests it. */
function OutLink({ href, children }: { readonly href: string; readonly children: string }) {
  const t = useT()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {/* a cited work's own title or place (an issue, a file): quoted as it is, never translated */}
      <span translate="no">{children}</span>
      <span className="visually-hidden"> {t('peers.sources.newTab')}</span>
    </a>
  )
}

function Complaints() {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="pe-panel pe-complaints" aria-labelledby="pe-complaints-title">
      <h3 id="pe-complaints-title">{t('peers.complaints.title')}</h3>
      <p className="pe-muted">{t('peers.complaints.intro')}</p>
      <ol className="pe-complaint-list">
        {COMPLAINTS.map((complaint) => (
          <li key={complaint.id} className="pe-complaint" data-complaint={complaint.id}>
            <h4>
              <PeerText text={complaint.title[locale]} />
            </h4>
            <p>
              <span className="pe-label">{t('peers.complaints.teaches')}: </span>
              <PeerText text={complaint.teaches[locale]} />
            </p>
            <div className="pe-issues">
              <span className="pe-label">{t('peers.complaints.reported')}: </span>
              <ul>
                {complaint.issues.map((issue) => (
                  <li key={`${issue.repo}#${issue.number}`}>
                    <OutLink href={issueUrl(issue)}>{issueLabel(issue)}</OutLink>
                    {issue.title === undefined ? null : (
                      <q className="pe-issue-title" lang="en" translate="no">
                        {issue.title}
                      </q>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Sources() {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="pe-panel pe-sources" aria-labelledby="pe-sources-title">
      <h3 id="pe-sources-title">{t('peers.sources.title')}</h3>
      <p className="pe-muted">{t('peers.sources.intro')}</p>
      <div className="pe-source-groups">
        {SOURCE_GROUPS.map(({ agent, refs }) => (
          <section key={agent.id} className="pe-source-group" aria-label={agent.name}>
            <h4 translate="no">{agent.name}</h4>
            <ul>
              {refs.map((ref) => {
                const url = referenceUrl(ref)
                const label = referenceLabel(ref)
                return (
                  <li key={ref.id} id={refAnchor(ref.id)} tabIndex={-1} className="pe-source">
                    <span className="pe-source-id" translate="no">
                      {ref.id}
                    </span>
                    <ReliabilityBadge level={ref.reliability} />
                    <span className="pe-source-label">
                      {url === undefined ? (
                        <span translate="no">{label}</span>
                      ) : (
                        <OutLink href={url}>{label}</OutLink>
                      )}
                      {ref.note === undefined ? null : (
                        <span className="pe-source-note">
                          {' '}
                          (<PeerText text={ref.note[locale]} />)
                        </span>
                      )}
                    </span>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}

/** The Peers tab: how other coding agents answer the two questions the lab teaches. */
export function PeersScreen() {
  const t = useT()
  return (
    <section className="pe-screen" aria-labelledby="pe-title">
      <header className="pe-head">
        <div className="pe-head-main">
          <h2 id="pe-title">{t('peers.title')}</h2>
          <p className="pe-lead">{t('peers.intro')}</p>
          <Legend />
        </div>
        <div className="pe-lesson" role="note" aria-labelledby="pe-lesson-title">
          <h3 id="pe-lesson-title">{t('peers.lesson.title')}</h3>
          <ul>
            <li>{t('peers.lesson.dsh')}</li>
            <li>{t('peers.lesson.claude')}</li>
          </ul>
        </div>
      </header>
      <PeersTable />
      <ComparePanel />
      <Complaints />
      <Sources />
    </section>
  )
}
