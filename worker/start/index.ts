export { resolveStartSequence } from "./start-sequence";
