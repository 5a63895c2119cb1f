/** A DOM id fragment for a type name (any string a scenario may carry). */
export function idFor(name: string): string {
  return `rg-${name.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}`)}`
}
