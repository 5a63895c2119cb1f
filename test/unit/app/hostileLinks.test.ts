import { describe, expect, it } from 'vitest'
import { decodeScenario, toBase64Url } from '../../../src/app/shareLink.ts'

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()))
}

const history = [{ id: 'u', type: 'message', role: 'user', text: 'hi' }]
const cell = { phase: 'manual', implementation: 'local' }

describe('hostile share links', () => {
  it.each([
    [
      'ten million retries (the short link that froze the tab)',
      {
        history,
        cell,
        provider: { streamMaxRetries: 10_000_000 },
        faults: { local: 'stream_error_before_commit', localRepeat: 10_000_000 },
      },
      'provider.streamMaxRetries',
    ],
    [
      'an object as developer instructions',
      { history, cell, world: { developerInstructions: {} } },
      'world.developerInstructions',
    ],
    [
      'a message with 10,000 parts',
      {
        history: [{ id: 'm', type: 'message', role: 'user', parts: Array(10_000).fill('p') }],
        cell,
      },
      'history[0].parts',
    ],
  ])('refuses %s, naming the field', async (_name, raw, path) => {
    const payload = await deflate(JSON.stringify(raw))
    expect(payload.length).toBeLessThan(400)
    const result = await decodeScenario(payload)
    expect(result.ok).toBe(false)
    const errors = result.ok || result.error.kind !== 'invalid' ? [] : result.error.errors
    expect(errors.map((e) => e.path)).toContain(path)
  })
})
