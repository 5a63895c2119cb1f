/**
 * A generated history of `items` items from a seed: user turns, reasoning, tool calls with their
 * outputs and assistant replies in a repeating mix, the text lengths drawn from the seed. Made
 * here, not committed, for tests that need a long realistic history (the matrix's 500 items).
 */
export function generatedScenario(items: number, seed = 1): Record<string, unknown> {
  let state = seed >>> 0 || 1
  // xorshift32: the same seed gives the same history
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x1_0000_0000
  }
  const words = (n: number) =>
    Array.from({ length: n }, (_, i) => `w${Math.floor(next() * 1000)}${i % 7 ? '' : '.'}`).join(
      ' ',
    )
  const history: Record<string, unknown>[] = []
  for (let i = 0; history.length < items; i++) {
    const id = (kind: string) => `${kind}${i}`
    const slot = i % 5
    if (slot === 0)
      history.push({ id: id('u'), type: 'message', role: 'user', text: words(8 + next() * 30) })
    else if (slot === 1) history.push({ id: id('r'), type: 'reasoning', text: words(20) })
    else if (slot === 2)
      history.push({
        id: id('c'),
        type: 'function_call',
        name: 'shell',
        callId: id('k'),
        arguments: '{}',
      })
    else if (slot === 3)
      history.push({
        id: id('o'),
        type: 'function_call_output',
        callId: `k${i - 1}`,
        output: words(40 + next() * 200),
      })
    else
      history.push({
        id: id('a'),
        type: 'message',
        role: 'assistant',
        text: words(10 + next() * 40),
      })
  }
  return {
    name: `Generated history of ${items} items (seed ${seed})`,
    cell: { phase: 'mid_turn', implementation: 'remote' },
    // a window the history overflows, so every timing compacts
    model: { contextWindow: 16_000 },
    turn: { modelNeedsFollowUp: true },
    history: history.slice(0, items),
  }
}
