/**
 * User messages of text deflate cannot shrink (xorshift32 noise, no short period): a scenario of
 * them makes a share link that stays long after compression.
 */
export function incompressibleHistory(messages = 8, chars = 4000): unknown[] {
  let seed = 7
  const noise = () =>
    Array.from({ length: chars }, () => {
      seed ^= seed << 13
      seed ^= seed >>> 17
      seed ^= seed << 5
      return String.fromCharCode(33 + ((seed >>> 0) % 90))
    }).join('')
  return Array.from({ length: messages }, (_, i) => ({
    id: `u${i}`,
    type: 'message',
    role: 'user',
    parts: [noise()],
  }))
}
