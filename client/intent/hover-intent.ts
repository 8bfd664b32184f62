/**
 * How long a mouse or pen rests on a link or button before it counts as the shopper's intent: a
 * pointer passing over on its way elsewhere does not.
 */
export const HOVER_INTENT_MS = 100;
