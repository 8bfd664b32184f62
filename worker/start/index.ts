export { resolveStartSequence, type StartState } from "./start-sequence";
