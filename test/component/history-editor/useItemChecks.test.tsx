import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HistoryItem } from '../../../src/core/index.ts'
import { useItemChecks } from '../../../src/features/history-editor/useItemChecks.ts'
import { MAX_BODY_CHARS } from '../../../src/view-models/validation.ts'

const ITEMS: readonly HistoryItem[] = [
  { id: 'a', type: 'message', role: 'user', parts: ['hi'] },
  { id: 'b', type: 'reasoning', text: 'think' },
]

describe('useItemChecks', () => {
  it('refuses an empty or duplicate id, but not the item keeping its own', () => {
    const { result } = renderHook(() => useItemChecks(ITEMS[0]!, ITEMS))
    expect(result.current.idError(' ')).not.toBeNull()
    expect(result.current.idError('b')).toContain('b')
    expect(result.current.idError('a')).toBeNull()
    expect(result.current.idError('c')).toBeNull()
  })

  it('refuses a text over the body limit and an empty call id', () => {
    const { result } = renderHook(() => useItemChecks(ITEMS[1]!, ITEMS))
    expect(result.current.sizeError('x'.repeat(MAX_BODY_CHARS))).toBeNull()
    expect(result.current.sizeError('x'.repeat(MAX_BODY_CHARS + 1))).not.toBeNull()
    expect(result.current.callIdError('')).not.toBeNull()
    expect(result.current.callIdError('call-1')).toBeNull()
  })
})
