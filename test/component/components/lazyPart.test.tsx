import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPart } from '../../../src/components/lazyPart.tsx'

/** A chunk whose arrival the test decides: `arrive` resolves it, `fail` rejects it. */
function controlledChunk() {
  const calls: { arrive: () => void; fail: () => void }[] = []
  const Shown = ({ label }: { readonly label: string }) => <p>{label}</p>
  const load = () =>
    new Promise<typeof Shown>((resolve, reject) =>
      calls.push({ arrive: () => resolve(Shown), fail: () => reject(new Error('offline')) }),
    )
  return { calls, load }
}

const drawn = (Part: React.ComponentType<{ label: string }>) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Part label="the parts" />
    </Suspense>,
  )

describe('lazyPart', () => {
  it('shows the Suspense fallback until the chunk arrives, then the part', async () => {
    const { calls, load } = controlledChunk()
    const Part = lazyPart(load)
    drawn(Part)
    expect(screen.getByText('loading')).toBeInTheDocument()
    await act(async () => calls[0]!.arrive())
    expect(await screen.findByText('the parts')).toBeInTheDocument()
  })

  it('draws a preloaded part in the same commit, never its fallback', async () => {
    const { calls, load } = controlledChunk()
    const Part = lazyPart(load)
    const preloaded = Part.preload()
    calls[0]!.arrive()
    await preloaded
    drawn(Part)
    expect(screen.getByText('the parts')).toBeInTheDocument()
    expect(screen.queryByText('loading')).toBeNull()
    // one request for the preload and the draw
    expect(calls).toHaveLength(1)
  })

  it('a failed preload does not throw, and the next one asks again', async () => {
    const { calls, load } = controlledChunk()
    const Part = lazyPart(load)
    const first = Part.preload()
    calls[0]!.fail()
    await expect(first).resolves.toBeUndefined()
    const second = Part.preload()
    expect(calls).toHaveLength(2)
    calls[1]!.arrive()
    await second
    drawn(Part)
    expect(screen.getByText('the parts')).toBeInTheDocument()
  })
})
