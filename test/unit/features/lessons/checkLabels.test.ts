import { describe, expect, it } from 'vitest'
import { explainMarkedMatch } from '../../../../src/core/index.ts'
import { lessons as en } from '../../../../src/i18n/en/lessons.ts'
import { lessons as ko } from '../../../../src/i18n/ko/lessons.ts'
import { lessons as zh } from '../../../../src/i18n/zh/lessons.ts'
import { registry as enRegistry } from '../../../../src/i18n/en/registry.ts'

describe('a matcher check’s label says what it checks', () => {
  it('the first check passes for a text with no end marker: it is about the type, not the text', () => {
    const steps = explainMarkedMatch('<a>', '</a>', '<a> and no end').steps
    expect(steps[0]).toMatchObject({ check: 'markers_present', passed: true })
    for (const label of [
      en.demos.match.checks.markers_present,
      enRegistry.matcher.steps.markers_present,
    ])
      expect(label).toMatch(/not empty/i)
    expect(ko.demos.match.checks.markers_present).toMatch(/비어 있지 않/)
    expect(zh.demos.match.checks.markers_present).toMatch(/不为空/)
  })
})
