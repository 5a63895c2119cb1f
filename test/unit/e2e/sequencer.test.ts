import { describe, expect, it } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import { E2EFirstSlowest, SLOW_E2E_SECONDS } from '../../e2e/helpers/sequencer.ts'

const ROOT = '/repo'

/** A file of `project` with `size` bytes, as vitest's sequencer sees it. */
function spec(project: string, path: string): TestSpecification {
  return {
    moduleId: `${ROOT}/${path}`,
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: false } },
  } as unknown as TestSpecification
}

/** The sequencer with vitest's cache: file sizes, and durations when `measured`. */
function sequencer(sizes: Record<string, number>, measured: Record<string, number> = {}) {
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileStats: (key: string) => ({ size: sizes[key.replace(/^\w+:/, '')] ?? 0 }),
      getFileTestResults: (key: string) => {
        const duration = measured[key.replace(/^\w+:/, '')]
        return duration === undefined ? undefined : { duration, failed: false }
      },
    },
  }
  return new E2EFirstSlowest(ctx as unknown as Vitest)
}

const paths = (files: readonly TestSpecification[]) =>
  files.map((file) => `${file.project.name}:${file.moduleId.slice(ROOT.length + 1)}`)

describe('the e2e order on a fresh clone', () => {
  const big = 'test/e2e/registry.e2e.ts'
  const small = 'test/e2e/app.e2e.ts'
  const slowest = 'test/e2e/longHash.e2e.ts'
  const slow = 'test/e2e/catalogRetry.e2e.ts'
  const sizes = { [big]: 20_000, [small]: 1_500, [slowest]: 2_000, [slow]: 1_800 }
  const files = [spec('e2e', small), spec('e2e', slow), spec('e2e', big), spec('e2e', slowest)]

  it('starts the listed slow files first, slowest first, then the rest largest first', async () => {
    expect(SLOW_E2E_SECONDS[slowest]).toBeGreaterThan(SLOW_E2E_SECONDS[slow]!)
    expect(paths(await sequencer(sizes).sort(files))).toEqual([
      `e2e:${slowest}`,
      `e2e:${slow}`,
      `e2e:${big}`,
      `e2e:${small}`,
    ])
  })

  it("leaves vitest's own order when every file has a measured duration", async () => {
    const measured = { [big]: 1, [small]: 4, [slowest]: 2, [slow]: 3 }
    expect(paths(await sequencer(sizes, measured).sort(files))).toEqual([
      `e2e:${small}`,
      `e2e:${slow}`,
      `e2e:${slowest}`,
      `e2e:${big}`,
    ])
  })

  it('moves no file of another project', async () => {
    const unit = [spec('unit', 'test/unit/a.test.ts'), spec('unit', 'test/unit/b.test.ts')]
    const unitSizes = { ...sizes, 'test/unit/a.test.ts': 10, 'test/unit/b.test.ts': 20 }
    const sorted = paths(await sequencer(unitSizes).sort([...unit, ...files]))
    expect(sorted.filter((path) => path.startsWith('unit:'))).toEqual([
      'unit:test/unit/b.test.ts',
      'unit:test/unit/a.test.ts',
    ])
    expect(sorted.filter((path) => path.startsWith('e2e:'))[0]).toBe(`e2e:${slowest}`)
  })
})
