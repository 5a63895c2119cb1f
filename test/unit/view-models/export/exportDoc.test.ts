import { describe, expect, it } from 'vitest'
import { csvCell, csvDocument } from '../../../../src/view-models/export/csv.ts'
import { exportHeader, markdownTable } from '../../../../src/view-models/export/markdown.ts'

const META = {
  title: 'Matrix: lesson',
  fields: [
    ['Scenario', 'lesson | mixed'],
    ['Codex commit', '4f39251a'],
  ] as const,
  caveats: ['Summary length is simulated.'],
  caveatsLabel: 'Caveats',
}

describe('exports', () => {
  it('writes the Markdown header with every field and caveat', () => {
    const text = exportHeader(META)
    expect(text.split('\n')).toEqual([
      '### Matrix: lesson',
      '',
      '- Scenario: lesson \\| mixed',
      '- Codex commit: 4f39251a',
      '',
      'Caveats:',
      '- Summary length is simulated.',
      '',
    ])
  })

  it('escapes what would break a Markdown table', () => {
    expect(
      markdownTable([
        ['a', 'b'],
        ['x|y', 'line\nbreak'],
      ]),
    ).toBe('| a | b |\n| --- | --- |\n| x\\|y | line break |')
  })

  it('quotes CSV fields as RFC 4180 says, and never as a formula', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell(-3)).toBe('-3')
    const doc = csvDocument(META, [
      ['cell', 'tokens'],
      ['Pre-turn × Remote', 120],
    ])
    expect(doc.split('\r\n')).toEqual([
      'Matrix: lesson',
      'Scenario,lesson | mixed',
      'Codex commit,4f39251a',
      'Caveats,Summary length is simulated.',
      '',
      'cell,tokens',
      'Pre-turn × Remote,120',
      '',
    ])
  })
})
