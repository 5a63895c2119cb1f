/**
 * Saved work is stored as `{ version, <field> }` JSON. The one reader of that shape: lesson
 * progress and exercise answers read their field through it, so a wrong version, a value that
 * is not JSON or not an object all read as "nothing saved" the same way.
 */
export function envelopeField(raw: string | null, version: number, field: string): unknown {
  if (raw === null) return undefined
  try {
    const envelope: unknown = JSON.parse(raw)
    if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope))
      return undefined
    const fields = envelope as Record<string, unknown>
    return fields['version'] === version ? fields[field] : undefined
  } catch {
    return undefined
  }
}

/** The page's localStorage, or null where there is none or reading it throws (privacy modes). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
