import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { terminalJson, terminalText } from '../../../scripts/terminalText.ts'
import { compactCli, rolloutCli } from '../../helpers/cliRun.ts'

const dir = mkdtempSync(join(tmpdir(), 'terminal-'))
// the CLIs' main in-process: what they print is the point, not the process
const run = (script: 'rollout' | 'compact', ...args: string[]) =>
  (script === 'rollout' ? rolloutCli : compactCli)(...args)

// clear the screen, set the window title, print a green line; a C1 CSI; a bidi override
const ATTACK =
  '\x1b[2J\x1b[H\x1b]0;pwned\x07\x1b[32mALL TESTS PASSED\x1b[0m\u009b31m\u202egnp.exe\r\nfake'

// anything a terminal obeys, except the line breaks the CLI prints itself
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** A rollout with the attack in every field the summary prints, and in a malformed line. */
function craftedRollout(): string {
  const at = '2026-01-01T00:00:00.000Z'
  const line = (type: string, payload: unknown) => JSON.stringify({ timestamp: at, type, payload })
  return [
    line('session_meta', { id: 'x', cli_version: ATTACK }),
    line('turn_context', { model: ATTACK, cwd: ATTACK }),
    line(`unknown${ATTACK}`, {}),
    line('event_msg', { type: ATTACK }),
    `not json ${ATTACK}`,
    '',
  ].join('\n')
}

describe('the CLIs never print a control character from a file raw', () => {
  it('terminalText shows each as a visible escape, one line', () => {
    const shown = terminalText(ATTACK)
    expect(shown).not.toMatch(RAW_CONTROL)
    expect(shown).not.toContain('\n')
    expect(shown).toContain('\\x1b[2J')
    expect(shown).toContain('\\x9b31m')
    expect(shown).toContain('\\u202egnp.exe\\x0d\\x0afake')
  })

  it('terminalJson stays valid JSON that reads back to the same text', () => {
    const json = terminalJson({ text: ATTACK })
    expect(json).not.toMatch(RAW_CONTROL)
    expect((JSON.parse(json) as { text: string }).text).toBe(ATTACK)
  })

  it('npm run rollout: summary, --json and the issues on stderr', async () => {
    const file = join(dir, 'crafted.jsonl')
    writeFileSync(file, craftedRollout())
    const text = await run('rollout', file)
    expect(text.status).toBe(0)
    expect(text.stdout).toContain('version \\x1b[2J\\x1b[H\\x1b]0;pwned\\x07')
    expect(text.stdout).toContain('event_msg.\\x1b[2J')
    expect(text.stderr).toContain('crafted.jsonl:5:')
    for (const out of [text.stdout, text.stderr]) expect(out).not.toMatch(RAW_CONTROL)
    const json = await run('rollout', file, '--json')
    expect(json.status).toBe(0)
    expect(json.stdout).not.toMatch(RAW_CONTROL)
    expect((JSON.parse(json.stdout) as { version: string }).version).toBe(ATTACK)
    const at = await run('rollout', file, '--at', '2')
    expect(at.stdout + at.stderr).not.toMatch(RAW_CONTROL)
  })

  it('npm run compact: errors that quote the file', async () => {
    const file = join(dir, 'crafted.json')
    writeFileSync(
      file,
      JSON.stringify({
        history: [{ id: ATTACK, type: ATTACK }],
        cell: { phase: 'manual', implementation: 'local' },
        registry: { edits: { update: { [ATTACK]: null } } },
      }),
    )
    const result = await run('compact', file)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('unknown item type "\\x1b[2J')
    expect(result.stderr).not.toMatch(RAW_CONTROL)
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, `{"a": ${ATTACK}`)
    const unreadable = await run('compact', broken)
    expect(unreadable.status).toBe(2)
    expect(unreadable.stderr).not.toMatch(RAW_CONTROL)
  })
})
