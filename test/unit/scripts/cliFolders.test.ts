import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderFiles } from '../../../scripts/rolloutFolder.ts'
import { sessionText } from '../../../scripts/syntheticRollout.ts'
import { rolloutCli } from '../../helpers/cliRun.ts'

const root = mkdtempSync(join(tmpdir(), 'cli-folders-'))
const sessions = join(root, 'real')
mkdirSync(join(sessions, 'a'), { recursive: true })
writeFileSync(join(sessions, 'a/rollout-one.jsonl'), sessionText({ turns: 3 }))
writeFileSync(join(sessions, 'a/rollout-two.jsonl'), sessionText({ turns: 5 }))

// the CLI's main in-process (test/helpers/cliRun.ts); the closed pipe below needs the process
const rollout = rolloutCli
const shell = (command: string) =>
  spawnSync('sh', ['-c', command], { encoding: 'utf8', timeout: 60_000 })
// root reads a folder whatever its mode: the unreadable case only holds for other users
const isRoot = process.getuid?.() === 0

describe('npm run rollout on a folder', () => {
  it('follows links to sessions and says why it skips a broken one', async () => {
    const links = join(root, 'links')
    mkdirSync(links)
    symlinkSync(join(sessions, 'a/rollout-one.jsonl'), join(links, 'rollout-one.jsonl'))
    symlinkSync(join(sessions, 'a'), join(links, 'day'))
    symlinkSync(join(root, 'nowhere.jsonl'), join(links, 'rollout-gone.jsonl'))
    const result = await rollout(links)
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'rollout-gone.jsonl: skipped: not read (ENOENT)',
      'rollout-one.jsonl: skipped: the same file as day/rollout-one.jsonl',
    ])
    // one, reached twice, counted once; two through the linked folder
    expect(result.stdout).toContain('totals: 2 sessions, 1 failed')
    expect(result.status).toBe(1)
  })

  it('counts a hard-linked session once', async () => {
    const hard = join(root, 'hard')
    mkdirSync(hard)
    writeFileSync(join(hard, 'rollout-a.jsonl'), sessionText({ turns: 2 }))
    linkSync(join(hard, 'rollout-a.jsonl'), join(hard, 'rollout-b.jsonl'))
    const result = await rollout(hard)
    expect(result.stderr).toBe('rollout-b.jsonl: skipped: the same file as rollout-a.jsonl\n')
    expect(result.stdout).toContain('totals: 1 sessions, 0 failed')
    expect(result.status).toBe(0)
  })

  it.skipIf(isRoot)('skips an unreadable sub-folder, names it and reads the rest', async () => {
    const locked = join(root, 'locked')
    mkdirSync(join(locked, 'closed'), { recursive: true })
    writeFileSync(join(locked, 'rollout-open.jsonl'), sessionText({ turns: 2 }))
    chmodSync(join(locked, 'closed'), 0)
    const result = await rollout(locked)
    chmodSync(join(locked, 'closed'), 0o755)
    expect(result.stderr).toBe(`closed: skipped: folder not read (EACCES)\n`)
    expect(result.stdout).toContain('totals: 1 sessions, 1 failed')
  })

  it('lists a folder it cannot list, and still reads the rest (as any user)', () => {
    const denied = Object.assign(new Error('permission denied'), { code: 'EACCES' })
    const closed = join(sessions, 'a')
    const { files, skipped } = folderFiles(sessions, (at) => {
      if (at === closed) throw denied
      return readdirSync(at, { withFileTypes: true })
    })
    expect(files).toEqual([])
    expect(skipped).toEqual([{ path: closed, reason: 'folder not read (EACCES)' }])
  })
})

describe('a reader that stops early', () => {
  it('npm run compact --all | head ends quietly', () => {
    const result = shell(
      'node --import tsx scripts/compact.ts public/scenarios/model-switch-fallback.json --all | head -c 10',
    )
    expect(result.stderr).toBe('')
    expect(result.stdout).toMatch(/^\[/)
  })
})
