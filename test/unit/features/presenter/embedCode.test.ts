import { describe, expect, it } from 'vitest'
import { embedSnippet } from '../../../../src/features/presenter/embedCode.ts'
import { stripCount } from '../../../../src/features/presenter/ExportMenu.tsx'

/** The frame's address and the host's script in a snippet for `link`. */
function partsOf(link: string) {
  const snippet = embedSnippet(link, { width: 800, height: 600 }, 'Context Lab')
  const src = /<iframe src="([^"]*)"/.exec(snippet)![1]!.replace(/&amp;/g, '&')
  const script = /\n(<script>[\s\S]*<\/script>)$/.exec(snippet)![1]!
  return { src, script }
}

describe('embed code', () => {
  it('opens the same view in embed mode, never in presenter mode', () => {
    const url = new URL(partsOf('https://lab.example/?present=1&cell=pre_turn.local&step=5').src)
    expect(url.searchParams.get('embed')).toBe('1')
    expect(url.searchParams.has('present')).toBe(false)
    expect(url.searchParams.get('cell')).toBe('pre_turn.local')
    expect(url.searchParams.get('step')).toBe('5')
  })

  it('is an iframe sized to the content, within a phone column and a wide slide', () => {
    const link = 'https://lab.example/?tab=compare'
    expect(embedSnippet(link, { width: 1024.2, height: 700 }, 'Context Lab')).toBe(
      '<iframe src="https://lab.example/?tab=compare&amp;embed=1" width="1025" height="700" ' +
        'title="Context Lab" loading="lazy" style="border:0;max-width:100%" data-context-lab>' +
        `</iframe>\n${partsOf(link).script}`,
    )
    const tiny = embedSnippet(link, { width: 10, height: Number.NaN }, 'x')
    expect(tiny).toContain('width="360"')
    expect(tiny).toContain('height="320"')
    expect(embedSnippet(link, { width: 9000, height: 9000 }, 'x')).toContain(
      'width="1600" height="2400"',
    )
  })

  it('escapes the title and the address as attribute values', () => {
    const snippet = embedSnippet(
      'https://lab.example/?q="><script>',
      { width: 800, height: 600 },
      'a"<b>',
    )
    // the one script is the snippet's own resizer: nothing of the address or title is markup
    expect(snippet.split('<script>')).toHaveLength(2)
    expect(snippet).not.toContain('"><script>')
    expect(snippet).toContain('title="a&quot;&lt;b&gt;"')
  })
})

describe('the host’s resizer', () => {
  it('hears only the app’s origin, and writes no other value into the page', () => {
    const { script } = partsOf('https://lab.example/?tab=compare')
    expect(script).toContain('e.origin!=="https://lab.example"')
    expect(script).toContain('d.kind!=="context-lab-embed-size"')
    // the origin is the only value written into it: nothing of the query or the path
    expect(partsOf('https://lab.example/a"b?q=</script>').script).toBe(script)
  })
})

describe('the strip’s number of steps', () => {
  it('is 2 to 12, whatever is typed', () => {
    expect(stripCount('5')).toBe(5)
    expect(stripCount('1')).toBe(2)
    expect(stripCount('99')).toBe(12)
    expect(stripCount('3.7')).toBe(3)
    expect(stripCount('abc')).toBe(4)
  })
})
