import { runNoticeAction } from '../../app/noticeActions.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import type { ScenarioNotice } from '../../store/scenarioSlice.ts'
import { ScenarioErrorList } from './ScenarioErrorList.tsx'
import './notices.css'

function NoticeBody({ notice }: { readonly notice: ScenarioNotice }) {
  const t = useT()
  const vars = { ...notice.vars }
  if (typeof vars['fallback'] === 'string')
    vars['fallback'] = t(
      vars['fallback'] === 'saved'
        ? 'registry.notices.fallback.saved'
        : 'registry.notices.fallback.default',
    )
  return (
    <>
      <p>{t(`registry.notices.${notice.code}`, vars)}</p>
      {notice.errors && notice.errors.length > 0 ? (
        <ScenarioErrorList errors={notice.errors} limit={12} className="ed-notice-errors" />
      ) : null}
      {notice.actions && notice.actions.length > 0 ? (
        <div className="ed-notice-actions">
          {notice.actions.map((action) => (
            <button
              key={action.kind}
              type="button"
              className="ed-btn"
              onClick={() => runNoticeAction(action)}
            >
              {t(`registry.notices.actions.${action.kind}`)}
            </button>
          ))}
        </div>
      ) : null}
    </>
  )
}

/**
 * The messages about saved work and share links, each dismissible. Errors and warnings are
 * alerts; the "shared scenario" note is a status. The app shell renders it once, above every
 * screen.
 */
export function PersistenceNotice() {
  const t = useT()
  const notices = useVisualizerStore((state) => state.notices)
  const dismiss = useVisualizerStore((state) => state.dismissNotice)
  if (notices.length === 0) return null
  return (
    <div className="ed-notices" aria-label={t('registry.notices.label')} role="region">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`ed-notice ed-notice-${notice.kind}`}
          role={notice.kind === 'info' ? 'status' : 'alert'}
        >
          <div className="ed-notice-body">
            <NoticeBody notice={notice} />
          </div>
          <button type="button" className="ed-btn ed-btn-quiet" onClick={() => dismiss(notice.id)}>
            {t('registry.notices.dismiss')}
          </button>
        </div>
      ))}
    </div>
  )
}
