import { useState } from 'react'
import { BidiText } from '../../components/BidiText.tsx'
import { useT } from '../../i18n/useT.ts'
import { forgetOpened, readLastOpened, type LastOpened } from './lastOpened.ts'

/**
 * After a reload: the folder and session the page had open were not kept (the browser gives a
 * page its files only while it lives), said plainly with their names, until dismissed or until
 * something is opened again.
 */
export function NotKeptNotice({ active }: { readonly active: boolean }) {
  const t = useT()
  // read once, at the page's start: what the previous page had open
  const [previous, setPrevious] = useState<LastOpened | undefined>(readLastOpened)
  if (!previous || active) return null
  const names = [previous.folder, previous.session].filter((n): n is string => !!n).join(' · ')
  return (
    <div className="ses-notice" role="status" data-testid="session-not-kept">
      <p>
        {t('session.notKept.body')} <BidiText text={names} />
      </p>
      <button
        type="button"
        className="ses-button"
        onClick={() => {
          forgetOpened()
          setPrevious(undefined)
        }}
      >
        {t('session.notKept.dismiss')}
      </button>
    </div>
  )
}
