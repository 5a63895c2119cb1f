import { TOKEN_KINDS, sumTotals, type KindTotals, type TokenKind } from '../../core/index.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useCountT } from '../../i18n/useCountT.ts'
import { useT } from '../../i18n/useT.ts'
import type { TokensView } from './protocol.ts'

const fmt = (n: number) => groupedNumber(n)
const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : 0

/** The kind with the most tokens (the first of equals). */
function largestKind(totals: KindTotals): TokenKind {
  let best: TokenKind = TOKEN_KINDS[0]!
  for (const kind of TOKEN_KINDS) if (totals[kind] > totals[best]) best = kind
  return best
}

/** Per kind at the line: tokens, share and a bar; the total beside the recorded input. */
function KindTable({ view }: { readonly view: TokensView }) {
  const t = useT()
  const { tokens } = view
  const total = tokens.estimated
  return (
    <table className="stk-kinds" data-testid="token-kinds">
      <thead>
        <tr>
          <th scope="col">{t('sessionTokens.breakdown.kind')}</th>
          <th scope="col">{t('sessionTokens.breakdown.tokens')}</th>
          <th scope="col">{t('sessionTokens.breakdown.share')}</th>
        </tr>
      </thead>
      <tbody>
        {TOKEN_KINDS.map((kind) => (
          <tr key={kind} data-kind={kind} data-tokens={tokens.kinds[kind]}>
            <th scope="row">{t(`sessionTokens.breakdown.kinds.${kind}`)}</th>
            <td>{fmt(tokens.kinds[kind])}</td>
            <td>
              <span className="stk-share" aria-hidden="true">
                <span style={{ width: `${percentOf(tokens.kinds[kind], total)}%` }} />
              </span>{' '}
              {percentOf(tokens.kinds[kind], total)} %
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('sessionTokens.breakdown.total')}</th>
          <td data-testid="token-estimate">{fmt(total)}</td>
          <td />
        </tr>
        {tokens.recorded !== undefined && (
          <>
            <tr>
              <th scope="row">
                {t('sessionTokens.breakdown.recorded', { line: tokens.recordedLine ?? '?' })}
              </th>
              <td data-testid="token-recorded">{fmt(tokens.recorded)}</td>
              <td />
            </tr>
            <tr>
              <th scope="row">{t('sessionTokens.breakdown.unexplained')}</th>
              <td>{fmt(tokens.unexplained ?? 0)}</td>
              <td />
            </tr>
          </>
        )}
      </tfoot>
    </table>
  )
}

/** What each turn added, folded away (the first rows the worker sent). */
function PerTurn({ view }: { readonly view: TokensView }) {
  const t = useT()
  const tc = useCountT()
  return (
    <details className="stk-turns" data-testid="token-turns">
      <summary>
        {t('sessionTokens.breakdown.perTurn')} ({tc('sessionTokens.units.turns', view.turnCount)})
      </summary>
      {view.perTurn.length < view.turnCount && (
        <p className="ses-muted">
          {t('sessionTokens.breakdown.perTurnMore', {
            shown: view.perTurn.length,
            turns: tc('sessionTokens.units.turns', view.turnCount),
          })}
        </p>
      )}
      <table className="stk-kinds">
        <thead>
          <tr>
            <th scope="col">{t('sessionTokens.breakdown.turn')}</th>
            <th scope="col">{t('sessionTokens.breakdown.line')}</th>
            <th scope="col">{t('sessionTokens.breakdown.added')}</th>
            <th scope="col">{t('sessionTokens.breakdown.largest')}</th>
            <th scope="col">{t('sessionTokens.breakdown.peak')}</th>
          </tr>
        </thead>
        <tbody>
          {view.perTurn.map((turn) => (
            <tr key={turn.turn}>
              <td>{turn.turn + 1}</td>
              <td>{turn.line}</td>
              <td>{fmt(sumTotals(turn.added))}</td>
              <td>{t(`sessionTokens.breakdown.kinds.${largestKind(turn.added)}`)}</td>
              <td>{turn.peakRecorded === undefined ? '–' : fmt(turn.peakRecorded)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

/** Where the tokens go at the history's line, reconciled with the recorded input. */
export function TokenBreakdown({ view }: { readonly view: TokensView }) {
  const t = useT()
  const { tokens } = view
  const biggest = largestKind(tokens.kinds)
  return (
    <section
      className="stk-breakdown"
      aria-labelledby="stk-breakdown-title"
      data-testid="token-breakdown"
    >
      <h3 id="stk-breakdown-title">{t('sessionTokens.breakdown.heading', { line: view.line })}</h3>
      {tokens.estimated > 0 && (
        <p data-testid="token-biggest" data-kind={biggest}>
          {t('sessionTokens.breakdown.biggest', {
            kind: t(`sessionTokens.breakdown.kinds.${biggest}`),
            percent: percentOf(tokens.kinds[biggest], tokens.estimated),
          })}
        </p>
      )}
      <KindTable view={view} />
      {tokens.recorded === undefined && (
        <p className="ses-muted">{t('sessionTokens.breakdown.noRecorded')}</p>
      )}
      <p className="ses-muted">{t('sessionTokens.breakdown.leftOut')}</p>
      <PerTurn view={view} />
    </section>
  )
}
