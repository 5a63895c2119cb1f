import { josa } from 'es-hangul'

/**
 * Korean particles that follow a filled-in value (`{given:이라/라}`), chosen by how the value's
 * last sound is read: 요약이, 창이라, v1이 (일), 10이 (십), v2가 (이), Codex가. es-hangul reads
 * Hangul; digits and Latin letters are first turned into the syllable a Korean reader says.
 * Loaded only with the Korean catalog (src/i18n/index.ts), so other languages never fetch it.
 */
export type ParticleOption = Parameters<typeof josa.pick>[1]

const OPTIONS: ReadonlySet<string> = new Set<ParticleOption>([
  '이/가',
  '을/를',
  '은/는',
  '으로/로',
  '와/과',
  '이나/나',
  '이란/란',
  '아/야',
  '이랑/랑',
  '이에요/예요',
  '으로서/로서',
  '으로써/로써',
  '으로부터/로부터',
  '이라/라',
])

const DIGITS = '영일이삼사오육칠팔구'
// a number read aloud ends in its last non-zero digit or in the place of its trailing zeros
const PLACES = ['', '십', '백', '천', '만']
// letters whose English names end in a consonant Korean keeps (엘, 엠, 엔, 알); others end open
const LETTERS: Readonly<Record<string, string>> = { l: '엘', m: '엠', n: '엔', r: '알' }

/** The last syllable of a value as a Korean reader says it, for picking its particle. */
function spokenEnd(value: string): string {
  const word = value.replace(/[\s"'”’)\]}»」』.,!?:;…]+$/u, '')
  const number = /(\d+)$/.exec(word)?.[1]
  if (number !== undefined) {
    const zeros = /0*$/.exec(number)![0].length
    if (zeros === number.length) return '영'
    return zeros > 0 ? PLACES[Math.min(zeros, 4)]! : DIGITS[Number(number.at(-1))]!
  }
  const last = word.at(-1) ?? ''
  if (/[A-Za-z]/.test(last)) return LETTERS[last.toLowerCase()] ?? '아'
  return last
}

/** Whether `option` is one of the pairs es-hangul knows (`이/가`, `을/를`, …). */
export function isParticleOption(option: string): option is ParticleOption {
  return OPTIONS.has(option)
}

/** The particle of `option` that follows `value`. */
export function pickParticle(value: string, option: ParticleOption): string {
  return josa.pick(spokenEnd(value), option)
}
