/** Work in progress: this region is being built. */
export function HistoryEditor() {
  return <section aria-label="HistoryEditor" />
}
