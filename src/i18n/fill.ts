import { groupedNumber } from './groupedNumber.ts'
import { pluralCategory } from './pluralCategory.ts'

/**
 * Fills a message's placeholders: `{name}` with its value, and `{name:이/가}` with the Korean
 * particle that follows that value (picked by `pick`, src/i18n/koreanParticles.ts). Without a
 * picker (Korean's not loaded yet) a particle shows both forms, 이(가), rather than a wrong one.
 *
 * `{name#item|items}` is a count with its noun: the grouped number, a space, and the form that
 * `Intl.PluralRules` picks for `locale` ("1 item", "12,345 items"). Two forms are `one|other`, a
 * lone form is `other`; a language with more categories names them, `{n#one=файл|few=файла|other=
 * файлов}`, and a category without a form takes `other`. A numeric string ("1,234", as
 * `groupedNumber` gives) counts as its number. `#` never starts a particle, so the two cannot be
 * confused. Unknown placeholders are left visible.
 */
export type ParticlePicker = (value: string, option: string) => string | undefined

export function fillPlaceholders(
  text: string,
  vars: Readonly<Record<string, string | number>>,
  pick?: ParticlePicker,
  locale = 'en',
): string {
  return text.replace(
    /\{(\w+)(?:([:#])([^}]+))?\}/g,
    (match, name: string, mark?: string, option?: string) => {
      if (!(name in vars)) return match
      const raw = vars[name]!
      const value = String(raw)
      if (option === undefined) return value
      if (mark === '#') {
        const count = Number(value.replace(/,/g, ''))
        const shown = typeof raw === 'number' ? groupedNumber(raw) : value
        return `${shown} ${pluralForm(option, pluralCategory(locale, count))}`
      }
      const [first = '', second = ''] = option.split('/')
      return pick?.(value, option) ?? `${first}(${second})`
    },
  )
}

/** The form of `item|items` (or `one=…|other=…`) for a plural category. */
function pluralForm(option: string, category: string): string {
  const forms = option.split('|')
  if (!option.includes('='))
    return (category === 'one' && forms[1] !== undefined ? forms[0] : forms.at(-1))!
  const form = (name: string) => forms.find((f) => f.startsWith(`${name}=`))?.slice(name.length + 1)
  return form(category) ?? form('other') ?? ''
}
