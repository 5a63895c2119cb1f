/**
 * The pin index: the Rust item finder on small sources, the builder's refusals, and (only with a
 * Codex checkout at hand, `CODEX_SRC=/path/to/codex-rs`) the fuller check that the committed
 * index is exactly what that tree gives for everything the project cites.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  buildCitedIndex,
  disagreements,
  formatIndex,
  parseIndex,
  readCitedIndex,
} from '../../../scripts/pin/citedIndex.ts'
import { implType, rustItems } from '../../../scripts/pin/rustItems.ts'

const SOURCE = [
  '//! a module comment with fn fake() {',
  'pub(crate) struct Holder {',
  "    text: &'static str,",
  '}',
  '',
  'impl<T: Into<String>> From<T> for Holder {',
  '    fn from(_: T) -> Self {',
  "        let brace = '{';",
  '        let raw = r#"fn not_an_item() { "# ;',
  '        let path = r"\\\\";',
  '        Holder { text: "}" }',
  '    }',
  '}',
  '',
  'pub(crate) async fn run(',
  '    f: fn(u8) -> u8,',
  ') -> impl Fn() {',
  '    json!({ "fn": 1 });',
  '    move || {}',
  '}',
  '',
  'enum Mode {',
  '    A { x: u8 },',
  '    B,',
  '}',
  '',
  '#[cfg(test)]',
  'mod tests {',
  '    #[test]',
  '    fn runs() {}',
  '}',
  '',
  '#[cfg(test)]',
  '#[path = "x_tests.rs"]',
  'mod more;',
  '',
].join('\n')

describe('rustItems', () => {
  const rows = rustItems('x.rs', SOURCE).map(
    (r) => `${r.kind} ${r.scope}/${r.symbol} ${r.line}-${r.end}`,
  )

  it('finds each item with its name line and closing line, strings and comments aside', () => {
    expect(rows).toEqual([
      'struct /Holder 2-4',
      'implementation /Holder 6-13',
      'method Holder/from 7-12',
      'function /run 15-20',
      'enum /Mode 22-25',
      'module /tests 28-31',
      'function tests/runs 30-30',
      'module /more 35-35',
    ])
  })

  it('names the type an impl block is for', () => {
    expect(implType(['<', 'T', '>', 'From', '<', 'T', '>', 'for', 'Holder'])).toBe('Holder')
    expect(
      implType(['fmt', '::', 'Display', 'for', '&', "'a", 'crate', '::', 'x', '::', 'Y']),
    ).toBe('Y')
    expect(implType(['Session'])).toBe('Session')
  })

  it('refuses unbalanced braces, naming the file and line', () => {
    expect(() => rustItems('bad.rs', 'fn a() {\n}\n}')).toThrow(/bad\.rs:3: unbalanced \}/)
  })
})

describe('the cited index', () => {
  const tree = mkdtempSync(join(tmpdir(), 'pin-index-'))
  afterAll(() => rmSync(tree, { recursive: true, force: true }))
  mkdirSync(join(tree, 'core/src'), { recursive: true })
  writeFileSync(join(tree, 'core/src/x.rs'), SOURCE)

  it('holds the cited symbols, each cited file’s extent and every symbol of a whole file', () => {
    const rows = buildCitedIndex(tree, {
      symbols: [{ file: 'core/src/x.rs', symbol: 'Holder::from' }],
      files: new Set(['core/src/x.rs']),
      wholeFiles: new Set(),
    })
    expect(formatIndex(rows)).toBe(
      'file\tsymbol\tkind\tline\tend\tscope\n' +
        'core/src/x.rs\t\tfile\t1\t35\t\n' +
        'core/src/x.rs\tfrom\tmethod\t7\t12\tHolder\n',
    )
    expect(parseIndex(formatIndex(rows))).toEqual(rows)
  })

  it('refuses a cited symbol or file the tree does not have, naming each', () => {
    expect(() =>
      buildCitedIndex(tree, {
        symbols: [{ file: 'core/src/x.rs', symbol: 'from' }],
        files: new Set(['core/src/gone.rs']),
        wholeFiles: new Set(),
      }),
    ).toThrow(/core\/src\/gone\.rs: cited, but not in .*\n.*core\/src\/x\.rs: from is not defined/)
  })

  it('lists the rows another index gives differently', () => {
    const row = { file: 'a.rs', symbol: 'f', kind: 'function', line: 3, end: 9, scope: '' }
    expect(disagreements([row], [row])).toEqual([])
    expect(disagreements([row], [{ ...row, end: 8 }])).toEqual([
      'a.rs f (function): 3–9 here, 3–8 there',
    ])
  })

  it('is committed, with what the trace links need', () => {
    const rows = readCitedIndex()
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.some((r) => r.symbol === 'drain_to_completed' && r.kind === 'function')).toBe(true)
  })
})

const CODEX_SRC = process.env.CODEX_SRC
const SKIPPED =
  'skipped: no Codex checkout. Run it with CODEX_SRC=/path/to/codex-rs (openai/codex at ' +
  '4f39251a) to compare the committed index with the tree'

describe('the committed index against a Codex checkout (CODEX_SRC)', () => {
  it('is exactly what the tree gives for everything the project cites', (ctx) => {
    if (!CODEX_SRC) console.warn(`pin index check ${SKIPPED}`)
    ctx.skip(!CODEX_SRC, SKIPPED)
    // every cited file and symbol is found (the builder throws otherwise), with the same lines
    expect(formatIndex(buildCitedIndex(CODEX_SRC!))).toBe(formatIndex(readCitedIndex()))
  })
})
