/**
 * Where a share link keeps its scenario: `#s=…` in the hash (see `shareLink.ts` for the payload's
 * encoding). Apart from the codec so that reading an address needs no compression code.
 */

/**
 * The longest hash the page reads: a share payload at its limit (`MAX_PAYLOAD_CHARS` in
 * `shareLink.ts`, 256 Ki characters) with answers and progress beside it (`#work=`, `#learn=`).
 * A longer one (a 2 MB hash) is dropped from the address unread before anything else sees it:
 * every address the page wrote and every nav link carried it again, for about a minute.
 */
export const MAX_HASH_CHARS = 320 * 1024

/** `href` without its hash and the hash's length, when the hash is past `MAX_HASH_CHARS`. */
export function oversizedHash(
  href: string,
): { readonly href: string; readonly chars: number } | undefined {
  const at = href.indexOf('#')
  const chars = at < 0 ? 0 : href.length - at - 1
  return chars > MAX_HASH_CHARS ? { href: href.slice(0, at), chars } : undefined
}

/** The hash parameter that carries a shared scenario. */
export const SHARE_PARAM = 's'

/** Between a payload's data and its checksum (not a base64url character). */
export const CHECKSUM_SEPARATOR = '.'

/** A payload made before links carried a checksum (it opens, with a notice). */
export function isUncheckedPayload(payload: string): boolean {
  return !payload.includes(CHECKSUM_SEPARATOR)
}

/** The share payload in a location hash (`#s=…`, possibly among other `&`-separated params). */
export function sharePayloadFromHash(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const value = params.get(SHARE_PARAM)
  return value === null ? undefined : value
}

/** `href` with its hash replaced by the share payload; the path and query string are kept. */
export function shareUrl(href: string, payload: string): string {
  const url = new URL(href)
  url.hash = `${SHARE_PARAM}=${payload}`
  return url.toString()
}

/** `href` without a share payload in its hash (other hash params are kept). */
export function withoutSharePayload(href: string): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.hash.replace(/^#/, ''))
  params.delete(SHARE_PARAM)
  const rest = params.toString()
  url.hash = rest
  const out = url.toString()
  // an empty hash leaves a trailing '#' behind in some engines
  return rest === '' ? out.replace(/#$/, '') : out
}
