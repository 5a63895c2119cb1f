/** Every leaf of a catalog (or a section of one) as `dotted.key → text`, in catalog order. */
export function catalogLeaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of catalogLeaves(value, `${path}.`)) out.set(k, v)
  }
  return out
}
