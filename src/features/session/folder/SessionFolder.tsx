import { useState, type DragEvent } from 'react'
import { BIDI_SLOT, BidiSentence, bidiSlot } from '../../../components/BidiSentence.tsx'
import { groupedNumber } from '../../../i18n/groupedNumber.ts'
import { useCountT } from '../../../i18n/useCountT.ts'
import { useT } from '../../../i18n/useT.ts'
import {
  filesFromDrop,
  filesFromHandle,
  filesFromInput,
  type CollectedFolder,
  type DirectoryHandleLike,
} from './collectFiles.ts'
import { useFolderStore } from './folderStore.ts'
import { FolderTable } from './FolderTable.tsx'
import { FolderTotals } from './FolderTotals.tsx'
import './folder.css'

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1)

type PickerWindow = { showDirectoryPicker?: () => Promise<DirectoryHandleLike> }

/** The folder button (the directory picker where there is one, else `webkitdirectory`) and drop. */
function FolderPicker() {
  const t = useT()
  const openFolder = useFolderStore((s) => s.openFolder)
  const [over, setOver] = useState(false)
  const open = (folder: CollectedFolder) => openFolder(folder.name, folder.files, folder.skipped)
  const picker = (window as PickerWindow).showDirectoryPicker
  const pick = async () => {
    try {
      if (picker) open(await filesFromHandle(await picker.call(window)))
    } catch {
      // the reader closed the picker: nothing to do
    }
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    void filesFromDrop(event.dataTransfer).then(open)
  }
  return (
    <div
      className={`ses-drop${over ? ' is-over' : ''}`}
      aria-label={t('sessionFolder.dropLabel')}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="folder-drop"
    >
      {picker ? (
        <button type="button" className="ses-button" onClick={() => void pick()}>
          {t('sessionFolder.pick')}
        </button>
      ) : null}
      <label className={picker ? 'visually-hidden' : 'ses-button'}>
        {t('sessionFolder.pick')}
        <input
          type="file"
          className="visually-hidden"
          data-testid="folder-input"
          // not in React's types: set as attributes
          {...{ webkitdirectory: '', directory: '' }}
          multiple
          onChange={(event) => {
            const list = event.target.files
            if (list && list.length > 0) open(filesFromInput(list))
            event.target.value = ''
          }}
        />
      </label>
      <span className="ses-muted">{t('sessionFolder.drop')}</span>
    </div>
  )
}

/** The reading's progress with cancel, or how it ended. */
function FolderProgress() {
  const t = useT()
  const p = useCountT()
  const status = useFolderStore((s) => s.status)
  const skipped = useFolderStore((s) => s.skipped)
  const cancel = useFolderStore((s) => s.cancel)
  if (status.kind === 'idle') return null
  const counts = {
    done: groupedNumber(status.done),
    total: groupedNumber(status.total),
    bytes: mb(status.bytes),
    totalBytes: mb(status.totalBytes),
  }
  return (
    <div className="sf-status">
      {status.kind === 'reading' && (
        <div className="ses-progress" role="status" data-testid="folder-progress">
          <progress
            max={status.totalBytes || 1}
            value={status.bytes}
            aria-label={t('sessionFolder.progressLabel')}
          />
          <BidiSentence
            sentence={t('sessionFolder.reading', { name: BIDI_SLOT, ...counts })}
            values={[status.name]}
          />
          <button type="button" className="ses-button" onClick={cancel} data-testid="folder-cancel">
            {t('sessionFolder.cancel')}
          </button>
        </div>
      )}
      {status.kind === 'cancelled' && (
        <p role="status" data-testid="folder-cancelled">
          <BidiSentence
            sentence={t('sessionFolder.cancelled', { name: BIDI_SLOT, ...counts })}
            values={[status.name]}
          />
        </p>
      )}
      {status.kind === 'done' && (
        <p role="status" data-testid="folder-done">
          {status.total === 0 ? (
            t('sessionFolder.empty')
          ) : (
            <BidiSentence
              sentence={t('sessionFolder.done', {
                name: BIDI_SLOT,
                files: p('sessionFolder.units.files', status.total),
              })}
              values={[status.name]}
            />
          )}
        </p>
      )}
      {skipped > 0 && (
        <p className="ses-muted">
          {t('sessionFolder.skipped', { files: p('sessionFolder.units.files', skipped) })}
        </p>
      )}
    </div>
  )
}

/** Files that gave no session, each with its reason and line. */
function FolderFailures() {
  const t = useT()
  const failures = useFolderStore((s) => s.failures)
  if (failures.length === 0) return null
  return (
    <details className="ses-issues" open data-testid="folder-failures">
      <summary>
        {t('sessionFolder.failures.heading')} ({groupedNumber(failures.length)})
      </summary>
      <ul>
        {failures.slice(0, 200).map((f) => (
          <li key={f.path} role="alert">
            <BidiSentence
              sentence={
                f.line === undefined
                  ? t('sessionFolder.failures.noLine', { name: bidiSlot(0), message: bidiSlot(1) })
                  : t('sessionFolder.failures.atLine', {
                      name: bidiSlot(0),
                      line: groupedNumber(f.line),
                      message: bidiSlot(1),
                    })
              }
              values={[f.path, f.message]}
            />
          </li>
        ))}
      </ul>
    </details>
  )
}

/** A folder of sessions: pick or drop it, watch it read, sort and filter it, open a row. */
export function SessionFolder() {
  const t = useT()
  const entries = useFolderStore((s) => s.entries)
  return (
    <section className="sf-folder" aria-labelledby="sf-title" data-testid="session-folder">
      <h3 id="sf-title">{t('sessionFolder.heading')}</h3>
      <p className="ses-muted">{t('sessionFolder.intro')}</p>
      <FolderPicker />
      <FolderProgress />
      <FolderFailures />
      {entries.length > 0 && (
        <>
          <FolderTotals entries={entries} />
          <FolderTable entries={entries} />
        </>
      )}
    </section>
  )
}
