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

/** A canvas side longer than this fails in some browsers: a larger image is drawn smaller. */
const MAX_CANVAS_SIDE = 16000

/**
 * The canvas a picture of `size` is drawn on: `maxScale` pixels per unit (2 for a sharp lane;
 * 1 for a 1920×1080 slide, which is its own projector size), less if a side would pass the limit.
 */
function canvasSize(
  size: { readonly width: number; readonly height: number },
  maxScale: number,
): { width: number; height: number; scale: number } {
  const scale = Math.min(maxScale, MAX_CANVAS_SIDE / size.width, MAX_CANVAS_SIDE / size.height)
  return { width: Math.ceil(size.width * scale), height: Math.ceil(size.height * scale), scale }
}

/**
 * An SVG document drawn on a canvas at `maxScale` times its size (less when that passes a canvas's limit),
 * as PNG bytes: everything stays in the page. `size` is the drawing's own size; without it, the
 * image's natural size.
 */
export async function svgToPng(
  svg: string,
  size?: { readonly width: number; readonly height: number },
  maxScale = 2,
): Promise<Blob> {
  // a data: URL, as the page's image policy allows (`img-src 'self' data:`), not a blob: one
  const image = new Image()
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  await image.decode()
  const canvasFor = canvasSize(
    size ?? { width: image.naturalWidth, height: image.naturalHeight },
    maxScale,
  )
  const canvas = document.createElement('canvas')
  canvas.width = canvasFor.width
  canvas.height = canvasFor.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  context.scale(canvasFor.scale, canvasFor.scale)
  context.drawImage(image, 0, 0)
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  )
}
