import { describe, expect, it } from 'vitest'
import {
  embedHref,
  embedResizeScript,
  embedSnippet,
} from '../../../../src/features/presenter/embedCode.ts'
import { stripCount } from '../../../../src/features/presenter/ExportMenu.tsx'

describe('embed code', () => {
  it('opens the same view in embed mode, never in presenter mode', () => {
    const href = embedHref('https://lab.example/?present=1&cell=pre_turn.local&step=5')
    const url = new URL(href)
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
        `</iframe>\n${embedResizeScript('https://lab.example')}`,
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
    const script = embedResizeScript('https://lab.example')
    expect(script).toContain('e.origin!=="https://lab.example"')
    expect(script).toContain('d.kind!=="context-lab-embed-size"')
    // an origin is never markup, but the script would not let one close it anyway
    expect(embedResizeScript('https://a</script>')).not.toContain('a</script>')
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
