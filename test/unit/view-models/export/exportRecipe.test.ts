/**
 * The recipe for adding an export (src/view-models/export/README.md), step by step: every
 * exporter in src (a function named `…Csv`, `…Markdown` or `…Svg`) is checked per step, so an
 * export added with a step skipped fails here by name rather than as a second escaper or a file
 * nobody can download.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { csvCell } from '../../../../src/view-models/export/csv.ts'
import { REPO_ROOT } from '../../../helpers/lintSandbox.ts'

const MODULE = 'src/view-models/export/'

function sourceFiles(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file))
}

const SOURCES = new Map(
  sourceFiles('src').map((file) => [file, readFileSync(join(REPO_ROOT, file), 'utf8')]),
)
const TESTS = sourceFiles('test')
  .filter((file) => !file.endsWith('exportRecipe.test.ts'))
  .map((file) => readFileSync(join(REPO_ROOT, file), 'utf8'))

interface Exporter {
  readonly name: string
  readonly format: 'Csv' | 'Markdown' | 'Svg'
  readonly file: string
}

/** Every exporter outside the module: an exported function named after its format. */
const EXPORTERS: readonly Exporter[] = [...SOURCES].flatMap(([file, text]) =>
  file.startsWith(MODULE)
    ? []
    : [...text.matchAll(/export (?:async )?function (\w+(Csv|Markdown|Svg))\(/g)].map(
        ([, name, format]) => ({ name: name!, format: format as Exporter['format'], file }),
      ),
)

/** The module's file each format is written with (`svgText.ts` passes `xml.ts` on). */
const FORMAT_MODULE = {
  Csv: [/view-models\/export\/csv\.ts'/, /\.\.\/export\/csv\.ts'/],
  Markdown: [/view-models\/export\/markdown\.ts'/, /\.\.\/export\/markdown\.ts'/],
  Svg: [/view-models\/export\/xml\.ts'/, /\.\/svgText\.ts'/],
} as const

const words = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text)

describe('an export is added by the recipe', () => {
  it('finds the exporters it checks', () => {
    expect(EXPORTERS.length).toBeGreaterThan(10)
    expect(new Set(EXPORTERS.map((e) => e.format))).toEqual(new Set(['Csv', 'Markdown', 'Svg']))
  })

  it.each(EXPORTERS)('1. $name is written with the one export module', ({ format, file }) => {
    const text = SOURCES.get(file)!
    expect(
      FORMAT_MODULE[format].some((path) => path.test(text)),
      file,
    ).toBe(true)
  })

  it('1. no file outside the module doubles CSV quotes on its own', () => {
    const own = [...SOURCES]
      .filter(([file]) => !file.startsWith(MODULE))
      .filter(([, text]) => /'""'/.test(text))
      .map(([file]) => file)
    expect(own).toEqual([])
  })

  it('2. CSV has one formula guard, in csvCell, and no other file guards formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}SUM(A1)`), JSON.stringify(start)).toMatch(/^"?'/)
    const guards = [...SOURCES]
      .filter(([file]) => file !== `${MODULE}csv.ts`)
      .filter(([, text]) => /\[\s*=\s*\+|\^\[=/.test(text))
      .map(([file]) => file)
    expect(guards).toEqual([])
  })

  it.each(EXPORTERS)('3. $name is offered by a screen (a button calls it)', ({ name, file }) => {
    const callers = [...SOURCES]
      .filter(([other, text]) => other !== file && words(text, name))
      .map(([other]) => other)
    expect(callers, `${name} is exported from ${file} and called nowhere`).not.toEqual([])
  })

  it.each(EXPORTERS.filter((e) => e.format !== 'Svg'))(
    '4. $name is run by a unit test',
    ({ name }) => {
      expect(TESTS.some((text) => words(text, name))).toBe(true)
    },
  )
})
