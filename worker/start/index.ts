export { resolveStartSequence } from "./start-sequence";
export type { StartState } from "./start-state";
