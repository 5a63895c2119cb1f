/**
 * Every English message that puts a number before a plural noun says it with the plural
 * placeholder, `{items#item|items}` (src/i18n/fill.ts), so a count of 1 reads "1 item", not
 * "1 items". The lessons' catalogs (`lessons*.ts`) are not part of `CATALOGS` and are not checked
 * here.
 */
import { describe, expect, it } from 'vitest'
import { catalogLeaves as leaves } from '../../helpers/catalogLeaves.ts'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'

// words ending in s that are not plural nouns: verbs, adverbs, pronouns
const NOT_PLURAL = new Set(
  'is was has does goes its this thus as us always matches requires recognizes reads exists stays closes opens'.split(
    ' ',
  ),
)

/**
 * `{var}` then a plural noun, directly ("{n} items") or after up to two modifiers
 * ("{n} more characters", "{n} trailing tool outputs"): `var:noun` for each.
 */
export function pluralAfterNumber(text: string): string[] {
  const found: string[] = []
  const pattern = /\{(\w+)\} ((?:[A-Za-z0-9][\w-]* ){0,2}?)([a-z][a-z-]*[a-z](?:s|\(s\)))(?![\w-])/g
  for (const [, name = '', , noun = ''] of text.matchAll(pattern))
    if (!NOT_PLURAL.has(noun) && !/(?:ss|us|is)$/.test(noun)) found.push(`${name}:${noun}`)
  return found
}

/**
 * Values that are never 1, so "{var} nouns" always reads right; each `key:var` with why. A
 * value over a limit is at least the limit plus one; a limit is a constant in the thousands.
 */
const NEVER_ONE: Readonly<Record<string, string>> = {
  // only when the link would be longer than the limit (thousands of characters), and that limit
  'address.tooLong:n': 'over the share-link limit',
  'view.share.tooLong:n': 'over the share-link limit',
  // the limit a share link may unpack to (a constant, megabytes)
  'registry.notices.shareTooLarge:bytes': 'a constant limit',
  // only a payload over the limit (hundreds of thousands of characters) is refused, and the limit
  'registry.notices.shareTooLong:chars': 'over the payload limit',
  // a message role ("developer types"), not a number
  'registry.cells.notApplicable:role': 'not a number',
  // shown only over the body-size limit, which is in the thousands
  'registry.issues.bodyTooLarge:size': 'over the body-size limit',
  // "{size} of {max} characters": the limit is a constant in the thousands (and the size comes first)
  'registry.form.bodySize:max': 'a constant limit',
  // the matcher's fixed window at each end of a long text
  'registry.matcher.capped:window': 'a constant window',
  // a refused body is over the limit
  'registry.assembly.sizeRefused:size': 'over the body-size limit',
  // a refused file or paste is over the limit, a constant in the megabytes
  'registry.history.io.tooLarge:size': 'over the file-size limit',
  'registry.history.io.tooLarge:max': 'a constant limit',
  'registry.history.io.pasteTooLarge:size': 'over the paste-size limit',
  'registry.history.io.pasteTooLarge:max': 'a constant limit',
  // ROLLOUT_LIMITS: the rollout reader's constant limits
  'session.limits.line_chars:max': 'a constant limit',
  'session.limits.blank_run:max': 'a constant limit',
  'session.limits.text_bytes:max': 'a constant limit',
  'session.limits.zstd_window:max': 'a constant limit',
  // a model's context window and its auto-compact limit, thousands of tokens
  'sessionTokens.chart.window:tokens': 'a context window',
  'sessionTokens.firing.window:tokens': 'a context window',
  'sessionTokens.firing.limit:tokens': 'an auto-compact limit',
  // the retried line is added only when the call was made more than once (calls > 1)
  'steps.remote_request.retried:calls': 'at least 2',
  // invalid exactly when the count is not 1
  'steps.v2_compaction_output.invalid:compactionItems': 'never exactly one',
  // shown only over the sweep's limits
  'sweep.errors.tooManyHistories:total': 'over the histories limit',
  'sweep.errors.tooLong:items': 'over the items limit',
}

// a `{ one, other }` message's `other` form is already the plural one
const english = new Map(
  [...leaves(CATALOGS.en)].filter(
    ([key], _, all) =>
      !key.endsWith('.other') || !all.some(([k]) => k === `${key.slice(0, -'other'.length)}one`),
  ),
)

describe('English counts before a plural noun', () => {
  it('finds a number before a plural noun, and not the plural placeholder', () => {
    expect(pluralAfterNumber('a transcript of {items} items')).toEqual(['items:items'])
    expect(pluralAfterNumber('({requestItems} items)')).toEqual(['requestItems:items'])
    expect(pluralAfterNumber('… {count} more characters not shown')).toEqual(['count:characters'])
    expect(pluralAfterNumber('{chars} characters, {bytes} UTF-8 bytes')).toEqual([
      'chars:characters',
      'bytes:bytes',
    ])
    expect(pluralAfterNumber('{rewritten} trailing tool output(s) go')).toEqual([
      'rewritten:output(s)',
    ])
    expect(pluralAfterNumber('a transcript of {items#item|items}')).toEqual([])
    expect(pluralAfterNumber('{name} requires a marker; {kept} kept, {cut} cut')).toEqual([])
    expect(pluralAfterNumber('a {budget}-token budget, {seconds} s')).toEqual([])
  })

  it('use the plural placeholder unless the value is never 1', () => {
    const bare = [...english].flatMap(([key, text]) =>
      pluralAfterNumber(text)
        .map((hit) => `${key}:${hit.slice(0, hit.indexOf(':'))}`)
        .filter((hit) => !(hit in NEVER_ONE)),
    )
    expect(bare).toEqual([])
  })

  it('allow only what is still there', () => {
    // an allowlisted message that changed (or lost its number) must leave the list
    const present = new Set(
      [...english].flatMap(([key, text]) =>
        pluralAfterNumber(text).map((hit) => `${key}:${hit.slice(0, hit.indexOf(':'))}`),
      ),
    )
    expect(Object.keys(NEVER_ONE).filter((entry) => !present.has(entry))).toEqual([])
  })
})
