import { describe, expect, it } from 'vitest'
import { escapeXml, fitLines, truncateToWidth } from '../../../../src/features/export/svgText.ts'
import { slideSvg, stripSvg, svgDocument } from '../../../../src/features/export/slide.ts'

/** A monospace stand-in for a canvas: every character 10 wide. */
const mono = (text: string) => [...text].length * 10

describe('text in the exported SVG', () => {
  it('is escaped, and characters XML forbids are replaced', () => {
    expect(escapeXml('<b>"a" & b</b>\u0000\u0007\uffff')).toBe(
      '&lt;b&gt;&quot;a&quot; &amp; b&lt;/b&gt;\ufffd\ufffd\ufffd',
    )
    expect(escapeXml('tab\tline\n')).toBe('tab\tline\n')
  })

  it('is cut with an ellipsis where it does not fit, and kept whole where it does', () => {
    expect(truncateToWidth('abcdef', 60, mono)).toBe('abcdef')
    expect(truncateToWidth('abcdef', 40, mono)).toBe('abc…')
    expect(truncateToWidth('조각의 타입', 30, mono)).toBe('조각…')
  })

  it('breaks between words, and inside a run without spaces', () => {
    expect(fitLines('one two three four', 100, mono)).toEqual(['one two', 'three four'])
    expect(fitLines('压缩之后对象就不在了', 40, mono)).toEqual(['压缩之后', '对象就不', '在了'])
    expect(fitLines('', 40, mono)).toEqual([])
  })
})

describe('a slide and a strip', () => {
  const lane = { body: '<rect width="10" height="10"/>', width: 600, height: 300 }
  const style = { font: 'sans-serif', measureAt: () => mono }
  const slide = slideSvg(
    {
      head: 'Step 3 of 9',
      text: 'Keep filter <should_keep>',
      lane,
      legend: [{ label: 'kept', color: '#0b5a35', background: '#e3f4ea' }],
    },
    style,
  )

  it('stacks caption, lane and legend, with the caption escaped', () => {
    expect(slide.width).toBe(600)
    expect(slide.height).toBeGreaterThan(300 + 40)
    expect(slide.body).toContain('Keep filter &lt;should_keep&gt;')
    expect(slide.body).toContain('>kept</text>')
    expect(slide.body.indexOf('Step 3 of 9')).toBeLessThan(slide.body.indexOf(lane.body))
  })

  it('puts N slides under one another in one image', () => {
    const strip = stripSvg([slide, slide, slide])
    expect(strip.height).toBe(slide.height * 3 + 8)
    expect(strip.body.split(lane.body)).toHaveLength(4)
    const doc = svgDocument(strip, 'a & b')
    expect(doc.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(doc).toContain('<title>a &amp; b</title>')
    expect(doc).toContain(`height="${strip.height}"`)
  })
})
