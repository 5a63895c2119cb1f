import { describe, expect, it } from 'vitest'
import {
  hrefWithProgress,
  LESSON_PROGRESS_KEY,
  progressFromHash,
  readLessonProgress,
  savedLessonProgress,
  writeLessonProgress,
} from '../../../src/app/lessonProgress.ts'

const PROGRESS = { predictions: { f_problem: 'recognize' }, active: 1, note: '한국어 · 中文' }

describe('the lessons progress envelope', () => {
  it('goes through storage and a link unchanged, other hash params kept', () => {
    const stored = new Map<string, string>()
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    }
    writeLessonProgress(storage, PROGRESS)
    expect(stored.has(LESSON_PROGRESS_KEY)).toBe(true)
    expect(savedLessonProgress(storage)).toEqual(PROGRESS)
    const href = hrefWithProgress('https://example.test/?tab=lessons#work=abc', PROGRESS)
    const hash = new URL(href).hash
    expect(new URLSearchParams(hash.slice(1)).get('work')).toBe('abc')
    expect(progressFromHash(hash)).toEqual(PROGRESS)
  })

  it('reads anything else as nothing, and a refusing storage loses nothing else', () => {
    expect(readLessonProgress('{"version":2,"progress":{}}')).toBeNull()
    expect(readLessonProgress('{"version":1,"progress":[1]}')).toBeNull()
    expect(readLessonProgress('not json')).toBeNull()
    expect(progressFromHash('#learn=%%%')).toBeNull()
    expect(progressFromHash('#learn=W10')).toBeNull()
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(savedLessonProgress(refusing)).toBeNull()
    expect(() => writeLessonProgress(refusing, PROGRESS)).not.toThrow()
  })
})
