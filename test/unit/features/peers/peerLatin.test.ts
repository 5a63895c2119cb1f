/**
 * The other-agents tab in Korean and Chinese: its prose (agent facts, complaints) carries no
 * English word but code identifiers, the agents' and products' names and the catalogs' allowlist.
 * A failure lists `path: word`, one a line.
 */
import { describe, expect, it } from 'vitest'
import { COMPLAINTS, PEERS } from '../../../../src/features/peers/peerData.ts'
import { formatLatinFindings, latinFindings } from '../../../helpers/latinWords.ts'
import { glossaryFindings } from '../../../helpers/glossaryChecks.ts'

/** Every `{ en, ko, zh }` phrase under a value, by its path. */
function phrases(node: unknown, path: string, out: Map<string, Record<string, string>>) {
  if (node === null || typeof node !== 'object') return out
  const record = node as Record<string, unknown>
  if (
    typeof record.en === 'string' &&
    typeof record.ko === 'string' &&
    typeof record.zh === 'string'
  )
    return out.set(path, record as Record<string, string>)
  for (const [key, value] of Object.entries(record)) phrases(value, `${path}.${key}`, out)
  return out
}

/**
 * Names this tab may write as they are, beyond the catalogs' allowlist: each agent's own name
 * (from the data), the companies and the package registry named beside them, and abbreviations
 * Korean and Chinese technical text writes in Latin letters (LLM, PR, SDK, IDE, CLI, README).
 */
const NAMES = new Set([
  ...PEERS.flatMap((peer) => peer.name.split(/[\s()]+/)),
  ...['DSH', 'Anthropic', 'npm', 'LLM', 'PR', 'SDK', 'IDE', 'CLI', 'README'],
])

const ALL = phrases({ peers: PEERS, complaints: COMPLAINTS }, 'peerData', new Map())

describe.each(['ko', 'zh'])('the other agents in %s', (locale) => {
  it('are many phrases (the walk finds them)', () => {
    expect(ALL.size).toBeGreaterThan(100)
  })

  it('have no English word in prose outside code and names', () => {
    const texts = new Map([...ALL].map(([path, phrase]) => [path, phrase[locale]!]))
    const findings = latinFindings('peerData', texts).filter(({ word }) => !NAMES.has(word))
    expect(formatLatinFindings(findings)).toBe('')
  })
})

describe('the names allowed on the tab', () => {
  it('are names, not the words the tab used to leave in English', () => {
    for (const word of ['marker', 'token', 'fragment', 'hook', 'prune', 'fallback', 'trim'])
      expect(NAMES.has(word), word).toBe(false)
    expect(NAMES.has('opencode')).toBe(true)
  })
})

describe('the other agents’ phrases', () => {
  it('follow the glossary (one word per term, as the catalogs)', () => {
    const byLocale = (locale: 'en' | 'ko' | 'zh') =>
      new Map([...ALL].map(([path, phrase]) => [path, phrase[locale]!]))
    const findings = glossaryFindings({
      en: byLocale('en'),
      ko: byLocale('ko'),
      zh: byLocale('zh'),
    })
    expect(findings.map(({ locale, key, term }) => `${locale} ${key}: ${term}`)).toEqual([])
  })
})
