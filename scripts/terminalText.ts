/**
 * What the CLIs print of a file's text: a terminal obeys control characters (ESC sequences
 * clear the screen, set the window title, colour a fake "ALL TESTS PASSED"; a C1 CSI or a bidi
 * override does the same or reorders the line), so every such character is printed as a
 * visible escape instead. One printed line stays one line: line breaks inside a value are
 * escaped too.
 */

import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

// C0 (tab and newline included), DEL, C1, bidi controls, line and paragraph separators
// matching control characters is the point
const UNSAFE = // oxlint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
// what JSON.stringify leaves raw of the above (it escapes C0 itself)
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0')

/** `text` with control characters as `\x1b`, `\x9b`, `\u202e`: safe to print on one line. */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0)
    return code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`
  })
}

/** `JSON.stringify(value, null, 2)` with every control character escaped: still valid JSON. */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    UNSAFE_IN_JSON,
    (char) => `\\u${hex(char.charCodeAt(0), 4)}`,
  )
}

/** Prints each line on stdout, escaped. */
export function printLines(...lines: string[]): void {
  for (const line of lines) process.stdout.write(`${terminalText(line)}\n`)
}

/** Prints each line on stderr, escaped. */
export function printErrors(...lines: string[]): void {
  for (const line of lines) process.stderr.write(`${terminalText(line)}\n`)
}

/**
 * A reader that stops early (`| head`) closes the pipe: the CLI then ends quietly with 0, as Unix
 * tools do, never with a stack. Any other stdout error is still thrown.
 */
export function exitQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0)
    throw error
  })
}

/**
 * Whether the module at `url` is the command being run (`node scripts/x.ts`), not a module a
 * test imports to call its `main` in-process (no process of its own: faster, same code path).
 */
export function isCommand(url: string): boolean {
  const entry = process.argv[1]
  return entry !== undefined && url === pathToFileURL(realpathSync(entry)).href
}
