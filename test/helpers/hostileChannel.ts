/**
 * The presenter channel as any other page of the origin reaches it: the app opens its channel
 * (`openChannel`, as the console and the projected window do) over a stand-in BroadcastChannel,
 * and `post` hands it one message as the browser would. What the app's listener heard is the
 * answer: the message as the app reads it, or null when the channel dropped it.
 */
import { vi } from 'vitest'
import {
  CONSOLE_CHANNEL,
  openChannel,
  type ConsoleMessage,
} from '../../src/features/presenter-console/consoleChannel.ts'

class StandInChannel {
  static opened: StandInChannel[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  readonly name: string
  constructor(name: string) {
    this.name = name
    StandInChannel.opened.push(this)
  }
  postMessage(): void {}
  close(): void {}
}

export function hostileChannel(): { readonly post: (data: unknown) => ConsoleMessage | null } {
  StandInChannel.opened = []
  vi.stubGlobal('BroadcastChannel', StandInChannel)
  const heard: ConsoleMessage[] = []
  try {
    if (!openChannel((message) => heard.push(message))) throw new Error('no channel opened')
  } finally {
    vi.unstubAllGlobals()
  }
  const port = StandInChannel.opened.find((channel) => channel.name === CONSOLE_CHANNEL)
  if (!port?.onmessage) throw new Error(`nothing listens on ${CONSOLE_CHANNEL}`)
  const listener = port.onmessage
  return {
    post: (data) => {
      heard.length = 0
      listener({ data } as MessageEvent)
      if (heard.length > 1) throw new Error('one message was heard twice')
      return heard[0] ?? null
    },
  }
}
