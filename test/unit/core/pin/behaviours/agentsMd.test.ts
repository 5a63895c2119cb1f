import { describe, expect, it } from 'vitest'
import { AGENTS_MD_MAX_BYTES, readAgentsMd } from '../../../../../src/core/index.ts'
import { renderedAbsent } from '../worldStateSupport.ts'

/**
 * Issue 34, behaviour 3 at 4f39251a: AGENTS.md is read up to `project_doc_max_bytes`, 32 KiB by
 * default (`DEFAULT_PROJECT_DOC_MAX_BYTES`, config/src/config_toml.rs:73; `read_agents_md`,
 * core/src/agents_md.rs:154–191: truncate to the budget, decode lossily, skip a blank text).
 */
describe('readAgentsMd', () => {
  it('the default budget is 32 KiB', () => {
    expect(AGENTS_MD_MAX_BYTES).toBe(32_768)
  })
  it('keeps a file within the budget whole', () => {
    expect(readAgentsMd('abc', 3)).toBe('abc')
  })
  it('cuts a longer file to the byte budget', () => {
    const text = 'x'.repeat(40_000)
    expect(readAgentsMd(text)).toBe('x'.repeat(32_768))
  })
  it('a character the cut splits becomes one replacement character', () => {
    // 'é' is two bytes: a budget of 2 keeps 'a' and half of 'é'
    expect(readAgentsMd('aé', 2)).toBe('a\uFFFD')
    expect(readAgentsMd('a😀', 4)).toBe('a\uFFFD')
    expect(readAgentsMd('a😀', 5)).toBe('a😀')
  })
})

describe('in the initial context', () => {
  const userInstructions = (text: string) =>
    renderedAbsent({ agentsMd: { directory: '/repo', text } }, 'UserInstructions')?.text
  it('a 40 KB AGENTS.md arrives as its first 32 KiB', () => {
    const text = userInstructions('Run npm test.\n'.repeat(3_000))
    expect(text).toBeDefined()
    const body = text!.split('<INSTRUCTIONS>\n')[1]!.replace(/\n<\/INSTRUCTIONS>$/, '')
    expect(body.length).toBe(32_768)
  })
  it('a blank file is no entry', () => {
    expect(userInstructions('   \n')).toBeUndefined()
  })
})
