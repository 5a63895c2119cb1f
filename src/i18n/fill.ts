/**
 * Fills a message's placeholders: `{name}` with its value, and `{name:이/가}` with the Korean
 * particle that follows that value (picked by `pick`, src/i18n/koreanParticles.ts). Without a
 * picker (Korean's not loaded yet) a particle shows both forms, 이(가), rather than a wrong one.
 * Unknown placeholders are left visible.
 */
export type ParticlePicker = (value: string, option: string) => string | undefined

export function fillPlaceholders(
  text: string,
  vars: Readonly<Record<string, string | number>>,
  pick?: ParticlePicker,
): string {
  return text.replace(/\{(\w+)(?::([^}]+))?\}/g, (match, name: string, option?: string) => {
    if (!(name in vars)) return match
    const value = String(vars[name])
    if (option === undefined) return value
    const [first = '', second = ''] = option.split('/')
    return pick?.(value, option) ?? `${first}(${second})`
  })
}
