import { describe, expect, it } from 'vitest'
import { chunkLoader, chunkLoaders } from '../../../src/i18n/chunkLoader.ts'

/** An importer whose requests the test settles by hand. */
function manualImporter<M>() {
  const requests: { resolve: (module: M) => void; reject: (error: Error) => void }[] = []
  const importer = () =>
    new Promise<M>((resolve, reject) => {
      requests.push({ resolve, reject })
    })
  return { importer, requests }
}

describe('chunkLoader', () => {
  it('asks once while a request is on its way, then holds the module', async () => {
    const { importer, requests } = manualImporter<{ value: number }>()
    const loader = chunkLoader(importer)
    let heard = 0
    loader.subscribe(() => (heard += 1))
    const first = loader.load()
    const second = loader.load()
    expect(requests).toHaveLength(1)
    expect(loader.loaded()).toBeUndefined()
    requests[0]!.resolve({ value: 1 })
    expect(await first).toEqual({ value: 1 })
    expect(await second).toBe(await first)
    expect(loader.loaded()).toBe(await first)
    expect(heard).toBe(1)
    await loader.load()
    expect(requests).toHaveLength(1)
  })

  it('forgets a failed request: the next call asks again, and failed() holds until one succeeds', async () => {
    const { importer, requests } = manualImporter<string>()
    const loader = chunkLoader(importer)
    const failing = loader.load()
    requests[0]!.reject(new Error('offline'))
    await expect(failing).rejects.toThrow('offline')
    expect(loader.failed()).toBe(true)
    expect(loader.loaded()).toBeUndefined()
    const retry = loader.load()
    expect(requests).toHaveLength(2)
    expect(loader.failed()).toBe(true)
    requests[1]!.resolve('words')
    expect(await retry).toBe('words')
    expect(loader.failed()).toBe(false)
  })
})

describe('chunkLoaders', () => {
  it('one loader per key; the generation changes whenever any chunk settles', async () => {
    const asked: string[] = []
    const family = chunkLoaders((key) => {
      asked.push(key)
      return key === 'lost' ? Promise.reject(new Error(key)) : Promise.resolve(`${key}!`)
    })
    const start = family.generation()
    expect(family.of('a')).toBe(family.of('a'))
    expect(family.generation()).toBe(start)
    let heard = 0
    const stop = family.subscribe(() => (heard += 1))
    await family.of('a').load()
    const afterA = family.generation()
    expect(afterA).not.toBe(start)
    expect(Object.isFrozen(afterA)).toBe(true)
    await expect(family.of('lost').load()).rejects.toThrow('lost')
    expect(family.generation()).not.toBe(afterA)
    expect(heard).toBe(2)
    stop()
    await family.of('b').load()
    expect(heard).toBe(2)
    expect(family.keys()).toEqual(['a', 'lost', 'b'])
    expect(asked).toEqual(['a', 'lost', 'b'])
    expect(family.of('a').loaded()).toBe('a!')
  })
})
