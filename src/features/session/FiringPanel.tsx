import { useState } from 'react'
import { CellTable } from '../../components/CellTable.tsx'
import type { Cell, Outcome } from '../../core/index.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useT } from '../../i18n/useT.ts'
import type { TokensView, WhatIfView } from './protocol.ts'

const fmt = (n: number) => groupedNumber(n)
const sameCell = (a: Cell, b: Cell) => a.phase === b.phase && a.implementation === b.implementation
type Firing = TokensView['firing']

/** Tokens in use against the window and the auto-compact limit, as a bar and sentences. */
function LimitFacts({ firing }: { readonly firing: Firing }) {
  const t = useT()
  if (firing.limit === undefined || firing.window === undefined)
    return <p className="ses-muted">{t('sessionTokens.firing.noWindow')}</p>
  const percent = firing.tokens === undefined ? 0 : Math.round((firing.tokens / firing.limit) * 100)
  const width = (n: number) => `${Math.min(100, (n / firing.window!) * 100).toFixed(1)}%`
  return (
    <>
      <div className="stk-bar" aria-hidden="true">
        <span className="stk-bar-used" style={{ width: width(firing.tokens ?? 0) }} />
        <span className="stk-bar-limit" style={{ left: width(firing.limit) }} />
      </div>
      <ul className="stk-facts">
        <li>{t('sessionTokens.firing.window', { tokens: fmt(firing.window) })}</li>
        <li>{t('sessionTokens.firing.limit', { tokens: fmt(firing.limit) })}</li>
        {firing.tokens !== undefined && (
          <li data-testid="firing-headroom">
            {firing.reached
              ? t('sessionTokens.firing.reached', { percent })
              : t('sessionTokens.firing.headroom', {
                  tokens: fmt(firing.headroom ?? 0),
                  percent,
                })}
          </li>
        )}
      </ul>
    </>
  )
}

/** Which timing fires next, on which path, and where the path was read from. */
function NextCell({ firing }: { readonly firing: Firing }) {
  const t = useT()
  const implementation = firing.path === 'local' ? 'local' : 'remote'
  const cell = `${t(`grid.phases.${firing.next}`)} · ${t(`grid.implementations.${implementation}`)}`
  const from = firing.provider
    ? firing.version
      ? t('sessionTokens.firing.pathFrom', { provider: firing.provider, version: firing.version })
      : t('sessionTokens.firing.pathFromProvider', { provider: firing.provider })
    : ''
  return (
    <ul className="stk-facts">
      <li>{t(`sessionTokens.firing.position.${firing.position}`)}</li>
      <li data-testid="firing-next" data-next={firing.next}>
        <strong>{t('sessionTokens.firing.next', { cell })}</strong>{' '}
        {t(`sessionTokens.firing.nextWhen.${firing.next}`)}
      </li>
      <li data-testid="firing-path" data-path={firing.path}>
        {t('sessionTokens.firing.path', { path: t(`grid.paths.${firing.path}`) })}
        {from &&
          ` (${from}${firing.pathInferred ? `, ${t('sessionTokens.firing.pathInferred')}` : ''})`}
      </li>
      <li className="ses-muted">{t('sessionTokens.firing.manual')}</li>
    </ul>
  )
}

/** One cell "as if full": its outcome; "did not fire" drawn neutral, a failure drawn as one. */
function WhatIfCell({ view, cell }: { readonly view: WhatIfView; readonly cell: Cell }) {
  const t = useT()
  const outcome = view.cells.find((c) => sameCell(c.cell, cell))
  const mine = sameCell(cell, view.cell)
  const kind = outcome?.outcome ?? 'not_triggered'
  return (
    <td
      className={`stk-cell is-${kind}${mine ? ' is-mine' : ''}`}
      data-cell={`${cell.phase}.${cell.implementation}`}
      data-outcome={kind}
    >
      {mine && <span className="ses-matching">{t('sessionTokens.firing.thisSession')}</span>}
      {outcome && (
        <>
          <span className="ses-outcome">
            {kind === 'not_triggered'
              ? t('sessionTokens.firing.notFired')
              : t(`grid.outcomes.${kind as Outcome}`)}
            {outcome.path && ` · ${t(`grid.paths.${outcome.path as 'local'}`)}`}
          </span>
          {kind !== 'not_triggered' && (
            <span>
              {t('sessionTokens.firing.cellRow', {
                kept: outcome.kept,
                cut: outcome.cut,
                injected: outcome.injected,
                summary: outcome.summary,
              })}
            </span>
          )}
        </>
      )}
    </td>
  )
}

/** "Which cell fires, and when" at the history's line, with "what if the window were full here". */
export function FiringPanel({
  view,
  whatIf,
  onWhatIf,
}: {
  readonly view: TokensView
  readonly whatIf: WhatIfView | undefined
  readonly onWhatIf: () => void
}) {
  const t = useT()
  const { firing } = view
  const [asked, setAsked] = useState<number | undefined>()
  const ask = () => {
    setAsked(view.line)
    onWhatIf()
  }
  const shown = whatIf !== undefined && whatIf.line === view.line ? whatIf : undefined
  return (
    <section className="stk-firing" aria-labelledby="stk-firing-title" data-testid="firing-panel">
      <h3 id="stk-firing-title">{t('sessionTokens.firing.heading', { line: view.line })}</h3>
      <p>
        {firing.tokens === undefined
          ? t('sessionTokens.firing.inUseNone')
          : t('sessionTokens.firing.inUse', {
              tokens: fmt(firing.tokens),
              from: firing.tokensLine ?? '?',
            })}
      </p>
      <LimitFacts firing={firing} />
      <NextCell firing={firing} />
      <p className="ses-muted">
        {t('sessionTokens.firing.whatIfExplain', {
          tokens: fmt(firing.limit ?? firing.tokens ?? 0),
        })}
      </p>
      <button
        type="button"
        className="ses-button ses-primary"
        onClick={ask}
        data-testid="what-if-full"
      >
        {t('sessionTokens.firing.whatIf')}
      </button>
      {asked === view.line && !shown && (
        <p role="status">{t('sessionTokens.firing.whatIfRunning')}</p>
      )}
      {shown && (
        <CellTable
          className="ses-cells stk-whatif"
          caption={t('sessionTokens.firing.whatIfHeading', {
            line: shown.line,
            tokens: fmt(shown.activeTokens),
          })}
          renderCell={(cell) => <WhatIfCell view={shown} cell={cell} />}
        />
      )}
    </section>
  )
}
