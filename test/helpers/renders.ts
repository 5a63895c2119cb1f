/**
 * Which components a change renders, read off React's committed tree (no module mock: the
 * component files share one module graph per worker). A component that renders gets a new props
 * object or new hook state; one React skips keeps both (a memoized one whose comparison says
 * "same" keeps the props it had, and a subtree left alone is not even copied).
 */
import { act } from '@testing-library/react'

interface Fiber {
  readonly elementType: unknown
  readonly memoizedProps: unknown
  readonly memoizedState: unknown
  readonly child: Fiber | null
  readonly sibling: Fiber | null
}

interface Drawn {
  readonly component: unknown
  readonly props: unknown
  readonly state: unknown
}

/** Every component instance in the container's tree, by its place in the tree. */
function committed(container: HTMLElement): Map<string, Drawn> {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
  if (key === undefined) throw new Error('no React root in the container')
  const root = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!
  const found = new Map<string, Drawn>()
  const visit = (first: Fiber | null, path: string) => {
    let i = 0
    for (let fiber = first; fiber; fiber = fiber.sibling, i++) {
      const place = `${path}/${i}`
      if (fiber.elementType !== null)
        found.set(place, {
          component: fiber.elementType,
          props: fiber.memoizedProps,
          state: fiber.memoizedState,
        })
      visit(fiber.child, place)
    }
  }
  visit(root.stateNode.current, '')
  return found
}

/** One component instance a change rendered: its component (a tag name for an element) and props. */
export interface Rendered {
  readonly component: unknown
  readonly props: unknown
}

/**
 * Every component instance `change` renders (one mounted by the change too), in tree order.
 * Awaits the change inside `act`, so effects and microtasks settle.
 */
export async function renderedBy(
  container: HTMLElement,
  change: () => unknown,
): Promise<Rendered[]> {
  const before = committed(container)
  await act(async () => {
    await change()
  })
  return [...committed(container)].flatMap(([place, now]) => {
    const was = before.get(place)
    const again =
      was === undefined ||
      was.component !== now.component ||
      was.props !== now.props ||
      was.state !== now.state
    return again ? [{ component: now.component, props: now.props }] : []
  })
}

/**
 * How many instances of each of `components` `change` renders (a component mounted by the
 * change counts too); a tag name (`'th'`) counts the elements of that tag React writes again. Awaits the change inside `act`, so effects and microtasks settle.
 */
export async function rendersOf(
  container: HTMLElement,
  components: readonly unknown[],
  change: () => unknown,
): Promise<number[]> {
  const rendered = await renderedBy(container, change)
  return components.map((component) => rendered.filter((r) => r.component === component).length)
}
