import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScenarioFile } from '../../../src/core/index.ts'
import { crc32Hex } from '../../../src/app/checksum.ts'
import { initPersistence, STORAGE_KEY, type PersistenceEnv } from '../../../src/app/persistence.ts'
import { decodeScenario, encodeScenario, toBase64Url } from '../../../src/app/shareLink.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const store = () => useVisualizerStore.getState()
const mine: ScenarioFile = { ...DEFAULT_SCENARIO, name: 'my saved work' }
const shared: ScenarioFile = { ...DEFAULT_SCENARIO, name: 'shared' }

/** A link as made before the checksum: the deflated JSON alone. */
async function oldPayload(scenario: ScenarioFile): Promise<string> {
  const stream = new Blob([JSON.stringify(scenario)])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'))
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()))
}

function fakeEnv(href: string) {
  const data = new Map<string, string>([
    [STORAGE_KEY, JSON.stringify({ version: 1, scenario: mine })],
  ])
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
  const env: PersistenceEnv = {
    storage,
    getHref: () => href,
    replaceHref: () => undefined,
    events: new EventTarget(),
  }
  return { env, data }
}

describe('share link checksum', () => {
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))
  afterEach(() => vi.useRealTimers())

  it('is the CRC-32 of the JSON (the standard check value)', () => {
    expect(crc32Hex(new TextEncoder().encode('123456789'))).toBe('cbf43926')
  })

  it('refuses every one-character change of a link, or decodes to the very same scenario', async () => {
    const payload = await encodeScenario(DEFAULT_SCENARIO)
    const changed: string[] = []
    for (let i = 0; i < payload.length; i++) {
      const alphabet = payload[i] === '.' ? 'x' : i > payload.indexOf('.') ? '0af9' : BASE64URL
      // a few replacements per position keep the run short; positions are all covered
      for (const c of [...alphabet].filter((_, k) => k % 13 === i % 13).slice(0, 2)) {
        if (c === payload[i]) continue
        changed.push(payload.slice(0, i) + c + payload.slice(i + 1))
      }
    }
    expect(changed.length).toBeGreaterThan(payload.length)
    // the scenario as the unchanged link opens it (the parser writes its own key order)
    const opened = await decodeScenario(payload)
    expect(opened.ok).toBe(true)
    const same = JSON.stringify(opened.ok ? opened.value : null)
    const silent: string[] = []
    for (const link of changed) {
      const result = await decodeScenario(link)
      if (result.ok && JSON.stringify(result.value) !== same) silent.push(link)
    }
    expect(silent).toEqual([])
  })

  it('refuses a link whose checksum part is missing characters or not hex', async () => {
    const payload = await encodeScenario(DEFAULT_SCENARIO)
    for (const bad of [payload.slice(0, -1), `${payload}0`, payload.replace(/\.\w+$/, '.ZZZZZZZZ')])
      expect(await decodeScenario(bad)).toEqual({ ok: false, error: { kind: 'checksum' } })
  })

  it('opens an old link without a checksum, marked unchecked', async () => {
    const result = await decodeScenario(await oldPayload(shared))
    expect(result).toEqual({ ok: true, value: shared, unchecked: true })
    expect(await decodeScenario(await encodeScenario(shared))).toEqual({ ok: true, value: shared })
  })

  it('a damaged link leaves the page and the saved work as they were, with a notice', async () => {
    const payload = await encodeScenario(shared)
    const dot = payload.indexOf('.')
    const damaged = `${payload.slice(0, dot + 1)}${payload[dot + 1] === '0' ? '1' : '0'}${payload.slice(dot + 2)}`
    const { env, data } = fakeEnv(`http://app.test/#s=${damaged}`)
    const before = data.get(STORAGE_KEY)
    const stop = initPersistence(useVisualizerStore, env)
    await vi.waitFor(() =>
      expect(store().notices).toEqual([
        expect.objectContaining({
          kind: 'error',
          code: 'shareChecksum',
          vars: { fallback: 'saved' },
        }),
      ]),
    )
    expect(store().scenario).toEqual(mine)
    expect(data.get(STORAGE_KEY)).toBe(before)
    stop()
  })

  it('an old link opens with a notice that it could not be verified', async () => {
    const { env } = fakeEnv(`http://app.test/#s=${await oldPayload(shared)}`)
    const stop = initPersistence(useVisualizerStore, env)
    await vi.waitFor(() => expect(store().scenario).toEqual(shared))
    expect(store().notices.map((n) => [n.kind, n.code])).toEqual([['warning', 'shareUnchecked']])
    stop()
  })
})
