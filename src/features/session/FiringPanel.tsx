import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useT } from '../../i18n/useT.ts'
import type { TokensView } from './protocol.ts'

const fmt = (n: number) => groupedNumber(n)
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

/**
 * "Which cell fires, and when" at the history's line. "What if the window were full here" is a
 * switch on the page's one nine-cell table (`NineCells.tsx`), explained here.
 */
export function FiringPanel({ view }: { readonly view: TokensView }) {
  const t = useT()
  const { firing } = view
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
    </section>
  )
}
