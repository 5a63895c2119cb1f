import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'

/** Renders with a fresh store and a user-event session. */
export function renderFresh(ui: ReactElement) {
  useVisualizerStore.setState(getInitialState(), true)
  const user = userEvent.setup()
  return { user, ...render(ui, { wrapper: StoreLocale }) }
}

export const store = () => useVisualizerStore.getState()
