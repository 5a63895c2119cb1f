import { afterEach, describe, expect, it, vi } from 'vitest'
import { startWorker } from '../../../../src/features/session/startWorker.ts'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** An in-process "worker" that doubles each number it is sent, and counts its engines. */
function doubler() {
  const engines = { made: 0 }
  const inProcess = (reply: (response: number) => void) => {
    engines.made += 1
    return (request: number) => reply(request * 2)
  }
  return { engines, inProcess }
}

describe('startWorker', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('without Worker, runs the code in-process on the next task, one engine per worker', async () => {
    const { engines, inProcess } = doubler()
    const create = vi.fn<() => Worker>()
    const worker = startWorker(create, inProcess)
    const replies: number[] = []
    worker.onmessage = (event) => replies.push(event.data)
    worker.postMessage(2)
    worker.postMessage(5)
    expect(replies).toEqual([])
    await nextTask()
    expect(replies).toEqual([4, 10])
    expect(engines.made).toBe(1)
    expect(create).not.toHaveBeenCalled()
  })

  it('answers nothing once terminated, not even a request already sent', async () => {
    const { inProcess } = doubler()
    const worker = startWorker(() => ({}) as Worker, inProcess)
    const replies: number[] = []
    worker.onmessage = (event) => replies.push(event.data)
    worker.postMessage(1)
    worker.terminate()
    await nextTask()
    worker.postMessage(3)
    await nextTask()
    expect(replies).toEqual([])
  })

  it('with Worker, starts the real one and no in-process engine', () => {
    vi.stubGlobal('Worker', function Worker() {})
    const { engines, inProcess } = doubler()
    const real = { postMessage: () => undefined } as unknown as Worker
    const worker = startWorker(() => real, inProcess)
    expect(worker).toBe(real)
    expect(engines.made).toBe(0)
  })
})
