/**
 * Strings of the view modes (presenter, embed, hidden panels) and the view's share link: loaded
 * with the View menu's panel or a mode's bar (the menu's button is `common.viewMenu`).
 */
export const view = {
  present: 'Presenter mode',
  presentHint: 'Large text and high contrast for a projector; keyboard only.',
  exitPresent: 'Exit presenter mode',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Leave fullscreen',
  embed: 'Embed mode',
  embedHint: 'No header: fits an iframe; links open the full app in a new tab.',
  exitEmbed: 'Leave embed mode',
  hide: 'Hide panels',
  header: 'Header',
  openFull: 'Open in Context Lab (new tab)',
  keys: 'Space play/pause · ← → step · Home End · 1–9 cell · F fullscreen · Esc exit',
  caption: 'Step {k} of {n} · {cell}',
  captionStart: 'Nothing replayed yet: press Space to play or → to step.',
  share: {
    button: 'Share this view',
    copied: 'Link copied: it opens this exact view.',
    failed: 'The browser refused the clipboard: copy the link below.',
    linkLabel: 'Link to this view',
    stale:
      'The address bar does not include this scenario: use “Share this view” for a link that does.',
  },
} as const
