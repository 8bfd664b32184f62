export { sendEvents, serverEvent, trackFromWorker } from "./send-event";
