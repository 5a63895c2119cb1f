import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parseScenario, RESERVED_TYPE_NAMES, TYPE_NAME_WORDS } from '../../../src/core/index.ts'
import { RegistryScreen } from '../../../src/features/registry/RegistryScreen.tsx'
import { EMPTY_DRAFT } from '../../../src/features/registry/useAddTypeDraft.ts'
import { validateDraft } from '../../../src/view-models/validation.ts'
import { selectRegistry } from '../../../src/store/registrySelectors.ts'
import { renderFresh, store } from './setup.tsx'

// every name an Object.prototype lookup would answer for (toString, __proto__, valueOf, …)
const NAMES = Object.getOwnPropertyNames(Object.prototype)

/** The codes the add-type form gives a new type's name (its other fields are the blank form's). */
function nameCodes(name: string): string[] {
  return validateDraft({ ...EMPTY_DRAFT, name }, selectRegistry(store()))
    .filter((issue) => issue.field === 'name')
    .map((issue) => issue.code)
}

function withType(name: string): unknown {
  return JSON.parse(
    JSON.stringify({
      ...store().scenario,
      registry: {
        edits: { add: [{ name, role: 'user', startMarker: '<x>', endMarker: '</x>' }] },
        contextualUserMatchers: ['EnvironmentContext', name],
      },
    }),
  )
}

describe('a fragment type named after an Object.prototype member', () => {
  it('covers the members the issue names', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'])
      expect(NAMES).toContain(name)
  })

  it.each([...RESERVED_TYPE_NAMES])(
    '%s: parser and editor refuse it with the same words',
    (name) => {
      renderFresh(<RegistryScreen />)
      const parsed = parseScenario(withType(name))
      expect(nameCodes(name)).toEqual(['nameReserved'])
      expect(parsed.ok ? [] : parsed.errors).toContainEqual({
        path: 'registry.edits.add[0].name',
        message: TYPE_NAME_WORDS.nameReserved,
      })
    },
  )

  it.each(NAMES.filter((name) => !RESERVED_TYPE_NAMES.has(name)))(
    '%s: the registry screen renders it and its membership toggles',
    async (name) => {
      const { user } = renderFresh(<RegistryScreen />)
      const parsed = parseScenario(withType(name))
      expect(nameCodes(name)).toEqual([])
      expect(parsed.ok).toBe(true)
      if (!parsed.ok) return
      act(() => store().loadScenario(parsed.value, 'saved'))
      const row = document.querySelector(`tr[data-type="${name}"]`)
      expect(row).not.toBeNull()
      expect(screen.queryByRole('alert', { name: /went wrong/i })).toBeNull()
      // unlisting and listing again goes through the membership issues (the old crash)
      const box = screen.getByRole('checkbox', {
        name: `List ${name} in the contextual-user matcher list`,
      })
      await user.click(box)
      expect(selectRegistry(store()).contextualUserMatchers).not.toContain(name)
      await user.click(box)
      expect(selectRegistry(store()).contextualUserMatchers).toContain(name)
      expect(document.querySelector(`tr[data-type="${name}"]`)).not.toBeNull()
    },
  )
})
