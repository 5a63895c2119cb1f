/** The peers data: complete in every locale, every citation resolvable, identifiers kept. */
import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REQUEST_MAX_RETRIES } from '../../../src/core/index.ts'
import {
  COMPLAINTS,
  DIMENSIONS,
  DIMENSION_GROUPS,
  GROUP_ORDER,
  PEERS,
  REFERENCES,
  citedReferences,
  referenceLabel,
  referenceUrl,
  type Localized,
  type PeerCell,
  type RefId,
} from '../../../src/features/peers/peerData.ts'
import { CellView } from '../../../src/features/peers/parts.tsx'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { LOCALES, type Locale } from '../../../src/i18n/index.ts'
import { retryTextVars } from '../../../src/i18n/retryText.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'

const claims = PEERS.flatMap((peer) =>
  DIMENSIONS.flatMap((dimension) =>
    peer.cells[dimension].claims.map((claim) => ({ peer: peer.id, dimension, claim })),
  ),
)

const localized: readonly [string, Localized][] = [
  ...PEERS.flatMap((peer): [string, Localized][] => [
    [`${peer.id}.basis`, peer.basis],
    [`${peer.id}.gist`, peer.gist],
  ]),
  ...claims.map(({ peer, dimension, claim }, i): [string, Localized] => [
    `${peer}.${dimension}.${i}`,
    claim.text,
  ]),
  ...COMPLAINTS.flatMap((c): [string, Localized][] => [
    [`${c.id}.title`, c.title],
    [`${c.id}.teaches`, c.teaches],
  ]),
]

/** Each claim of `cell` as the peers table shows it in `locale`: its rendered text. */
function shownClaims(cell: PeerCell, locale: Locale): string[] {
  useVisualizerStore.setState(getInitialState(), true)
  act(() => useVisualizerStore.getState().setLocale(locale))
  const { container, unmount } = render(
    <StoreLocale>
      <CellView cell={cell} />
    </StoreLocale>,
  )
  const texts = [...container.querySelectorAll('.pe-claim-text')].map((el) => el.textContent)
  unmount()
  return texts
}

describe('peer data', () => {
  it('covers the agents the spec compares, Codex first, each dimension in one group', () => {
    expect(PEERS.map((peer) => peer.id)).toEqual([
      'codex',
      'dsh',
      'claude-code',
      'opencode',
      'openhands',
      'aider',
      'cline',
      'goose',
      'continue',
    ])
    expect(GROUP_ORDER.flatMap((group) => DIMENSION_GROUPS[group])).toEqual(DIMENSIONS)
    expect(new Set(DIMENSIONS).size).toBe(DIMENSIONS.length)
  })

  it('has every phrase in every locale, none empty, Korean in Hangul and Chinese in Han', () => {
    for (const [where, phrase] of localized) {
      for (const locale of LOCALES) expect(phrase[locale].trim(), `${where}.${locale}`).not.toBe('')
    }
    // a phrase that is prose in English must not come back untranslated
    const prose = localized.filter(([, phrase]) => /[a-z]{3,} [a-z]{3,} [a-z]{3,}/.test(phrase.en))
    for (const [where, phrase] of prose) {
      expect(phrase.ko, where).toMatch(/\p{Script=Hangul}/u)
      expect(phrase.zh, where).toMatch(/\p{Script=Han}/u)
    }
  })

  it('keeps identifiers and numbers of the English phrase in its translations', () => {
    const identifier = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+\b|<\/?[\w-]+>/g
    const lost = localized.flatMap(([where, phrase]) =>
      [...phrase.en.matchAll(identifier)]
        .map((m) => m[0])
        .filter((name) => !phrase.ko.includes(name) || !phrase.zh.includes(name))
        .map((name) => `${where}: ${name}`),
    )
    expect(lost).toEqual([])
  })

  it('gives every claim a source, unless it says the sources do not know', () => {
    const wrong = claims
      .filter(({ claim }) => (claim.reliability === 'unverified') !== (claim.refs.length === 0))
      .map(({ peer, dimension }) => `${peer}.${dimension}`)
    expect(wrong).toEqual([])
  })

  it('cites only known references, and lists every cited one once', () => {
    const known = new Set(Object.keys(REFERENCES))
    for (const { claim } of claims) for (const id of claim.refs) expect(known).toContain(id)
    const listed = citedReferences().flatMap((group) => group.refs.map((ref) => ref.id))
    expect(new Set(listed).size).toBe(listed.length)
    expect(new Set(listed)).toEqual(new Set(claims.flatMap(({ claim }) => claim.refs)))
  })

  it("marks Claude Code's internals as reconstructed source, as the spec asks", () => {
    const claude = claims.filter(({ peer }) => peer === 'claude-code')
    const restored = claude.filter(({ claim }) => claim.refs.includes('CC-restored'))
    expect(restored.length).toBeGreaterThan(3)
    for (const { claim } of restored) expect(claim.reliability).toBe('restored')
    const text = restored.map(({ claim }) => claim.text.en).join(' ')
    expect(text).toContain('querySource')
    expect(text).toContain('3 consecutive failures')
  })

  it('writes references as repo @ short commit : path : lines, linking only to public pages', () => {
    const ref = (id: RefId) => REFERENCES[id]
    expect(referenceLabel(ref('A2'))).toBe('Aider-AI/aider @ 5dc9490b : aider/models.py : 356–358')
    expect(referenceUrl(ref('A2'))).toBe(
      'https://github.com/Aider-AI/aider/blob/5dc9490bb35f9729ef2c95d00a19ccd30c26339c/aider/models.py#L356-L358',
    )
    expect(referenceLabel(ref('L3'))).toBe(
      'openai/codex @ 4f39251a : codex-rs/core/src/context_manager/history.rs : 298–302',
    )
    expect(referenceLabel(ref('CC-docs1'))).toBe(
      'code.claude.com/docs/en/context-window : What survives compaction',
    )
    // an abbreviated commit or no public code: no link is made up
    expect(referenceUrl(ref('H2'))).toBeUndefined()
    expect(referenceUrl(ref('CC-restored'))).toBeUndefined()
    const urls = (Object.keys(REFERENCES) as RefId[]).flatMap((id) => referenceUrl(ref(id)) ?? [])
    expect(urls.length).toBeGreaterThan(20)
    expect(urls.filter((url) => !/^https:\/\/(github\.com|code\.claude\.com)\//.test(url))).toEqual(
      [],
    )
  })

  it('says what Codex does as the spec says it, citing the spec section', () => {
    const codex = PEERS.find((peer) => peer.id === 'codex')!
    const all = DIMENSIONS.flatMap((d) => codex.cells[d].claims)
    // every first-hand Codex claim names where it was checked: the pinned tree or a spec section
    for (const claim of all.filter((c) => c.reliability === 'src'))
      expect(
        claim.refs.some((id) => /^[SFP]\d+$/.test(id)),
        claim.text.en,
      ).toBe(true)
    for (const id of ['S2', 'S4', 'S5', 'S7', 'S8', 'S9'] as RefId[])
      expect(referenceLabel(REFERENCES[id])).toMatch(/^compaction §\d+ /)
    // history_version: any rewrite, rollback included (§8.1), not only an install
    const generation = codex.cells.generation.claims.map((c) => c.text.en).join(' ')
    expect(generation).toMatch(/rollback/)
    expect(generation).not.toMatch(/only when a compacted history is installed/)
    // the default remote v2 path is described, and the local one as what it is (§4.6, §5)
    const output = [...codex.cells.produces.claims, ...codex.cells.kept.claims]
      .map((c) => c.text.en)
      .join(' ')
    expect(output).toMatch(/Default \(remote v2\)/)
    expect(output).toMatch(/64k tokens/)
    expect(output).toMatch(/exactly one opaque Compaction item/)
    expect(output).toMatch(/Local: real user messages newest first within 20k tokens/)
    expect(output).toMatch(/Ghost snapshots are no longer re-appended/)
    // pre-turn re-injects in the same turn (§7)
    expect(output).toMatch(/pre-turn by the same turn/)
    // fallback and retries as the pin decides them (compact_model_fallback.rs, compact_remote_v2.rs)
    // as shown: the counts are the core's defaults, filled in
    const failure = shownClaims(codex.cells.failure, 'en').join(' ')
    expect(failure).not.toMatch(/on InvalidRequest or HTTP 404/)
    expect(failure).toMatch(/any UnexpectedStatus/)
    expect(failure).toMatch(/up to 2 more calls over a WebSocket/)
    expect(failure).toMatch(/ends in timeout or HTTP 500 up to 4 more times/)
    expect(failure).not.toMatch(/before any output/)
  })
})

describe.each(LOCALES)('%s: the peers row', (locale) => {
  it('shows the filled text, counts at the core’s defaults', () => {
    const codex = PEERS.find((peer) => peer.id === 'codex')!
    const shown = shownClaims(codex.cells.failure, locale)
    expect(shown).toHaveLength(codex.cells.failure.claims.length)
    expect(shown[0]).not.toMatch(/\{\w+[}:#]/)
    expect(shown[0]).toContain(CATALOGS[locale].faultsPanel.values.stream_error)
    expect(shown[0]).toContain(retryTextVars(locale).resentByHttpClient)
    expect(shown[0]).toContain(String(DEFAULT_REQUEST_MAX_RETRIES))
  })
})
