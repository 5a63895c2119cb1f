import { describe, expect, it } from 'vitest'
import {
  httpClientRetries,
  runLegacyRequest,
  runV2Request,
  type RemoteFault,
} from '../../../../../src/core/index.ts'
import { run } from '../../../../helpers/scenario.ts'

/**
 * Issue 34, behaviours 1 and 2 at 4f39251a: remote v2's WebSocket-first transport
 * (`handle_retryable_response_stream_error`, core/src/responses_retry.rs:85–100 switch and reset,
 * 102–126 retry and notice), the HTTP client's own retries (`RetryOn::should_retry`,
 * codex-client/src/retry.rs:22–37, policy model-provider-info/src/lib.rs:313–319, defaults
 * lib.rs:28–29), and the legacy request's empty-input short cut (core/src/client.rs:572–574).
 */

const defaults = { streamMaxRetries: 5, requestMaxRetries: 4 }

describe('the HTTP client retry policy', () => {
  it.each<[RemoteFault, number]>([
    ['http_500', 4],
    ['timeout', 4],
    ['http_404', 0],
    ['invalid_request', 0],
    ['stream_error', 0],
  ])('%s is resent %i more times', (fault, retries) => {
    expect(httpClientRetries(fault, 4)).toBe(retries)
  })
})

describe('runV2Request', () => {
  it('succeeds with one WebSocket call and no notice', () => {
    expect(runV2Request(undefined, 'websocket', defaults)).toMatchObject({
      calls: 1,
      websocketCalls: 1,
      httpsCalls: 0,
      fellBack: false,
      transport: 'websocket',
      events: [],
    })
  })
  it('a stream error: 3 WebSocket calls, the fallback warning, 3 HTTPS calls', () => {
    const r = runV2Request('stream_error', 'websocket', defaults)
    expect([r.websocketCalls, r.httpsCalls, r.fellBack, r.transport]).toEqual([3, 3, true, 'https'])
    // the first WebSocket notice is hidden in release builds; the budget restarts over HTTPS
    expect(r.events.map((e) => ('message' in e ? e.message : e.type))).toEqual([
      'Reconnecting... 2/2',
      'Falling back from WebSockets to HTTPS transport. stream disconnected before completion',
      'Reconnecting... 1/2',
      'Reconnecting... 2/2',
    ])
  })
  it('a 500 over HTTPS: each of 3 attempts is 1 + 4 requests', () => {
    const r = runV2Request('http_500', 'https', defaults)
    expect([r.calls, r.websocketCalls, r.fellBack]).toEqual([15, 0, false])
  })
  it('an invalid request is not retried on either transport', () => {
    expect(runV2Request('invalid_request', 'websocket', defaults).calls).toBe(1)
    expect(runV2Request('invalid_request', 'https', defaults).calls).toBe(1)
  })
  it('stream_max_retries 0 still falls back once: one call on each transport', () => {
    const r = runV2Request('stream_error', 'websocket', {
      streamMaxRetries: 0,
      requestMaxRetries: 4,
    })
    expect([r.websocketCalls, r.httpsCalls, r.maxRetries]).toEqual([1, 1, 0])
  })
  it('request_max_retries scales the HTTPS attempts only', () => {
    const r = runV2Request('timeout', 'websocket', { streamMaxRetries: 5, requestMaxRetries: 1 })
    expect([r.websocketCalls, r.httpsCalls]).toEqual([3, 3 * 2])
  })
})

describe('runLegacyRequest', () => {
  it('a timeout or a 500 is sent 1 + request_max_retries times, silently', () => {
    expect(runLegacyRequest('timeout', defaults, false)).toMatchObject({ calls: 5, events: [] })
    expect(runLegacyRequest('http_500', defaults, false).calls).toBe(5)
    expect(runLegacyRequest('http_404', defaults, false).calls).toBe(1)
  })
  it('an empty request is not sent', () => {
    expect(runLegacyRequest('http_500', defaults, true).calls).toBe(0)
  })
})

describe('in a cell', () => {
  it('the transport switch: an HTTPS-only provider never warns about a fallback', () => {
    const result = run(
      {
        history: [{ id: 'u1', type: 'message', role: 'user', parts: ['hi'] }],
        provider: { supportsWebsockets: false },
        faults: { remote: 'stream_error' },
      },
      { phase: 'mid_turn', implementation: 'remote' },
    )
    expect(result.serverCalls).toBe(3)
    expect(result.events.some((e) => e.type === 'Warning')).toBe(false)
    expect(result.trace.find((s) => s.rule === 'remote_request')?.params).toMatchObject({
      transport: 'https',
      fellBack: false,
    })
  })
  it('a legacy compaction of an empty request sends nothing and installs an empty replacement', () => {
    const result = run(
      { history: [], features: { remoteCompactionV2: false }, faults: { remote: 'http_500' } },
      { phase: 'manual', implementation: 'remote' },
    )
    expect(result.serverCalls).toBe(0)
    expect(result.outcome).toBe('completed')
    expect(result.items.filter((i) => i.status !== 'injected')).toEqual([])
  })
})
