// The English text of every message the server sends to players; the other languages live beside
// it and must have every key (typed as Record<MessageKey, string>).
export const en = {
  'game.notFound': 'Game not found',
  'area.unavailable': 'This area is not available on this site',
} as const;

export type MessageKey = keyof typeof en;
