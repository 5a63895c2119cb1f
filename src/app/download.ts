/** Offers a JSON value as a file download (nothing leaves the browser: a blob URL, then a click). */
export function downloadJson(fileName: string, value: unknown): void {
  downloadText(fileName, `${JSON.stringify(value, null, 2)}\n`)
}

/** Offers text as a file download. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }))
}

/** Offers a blob (a PNG, say) as a file download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // the click has started the download; the object URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
