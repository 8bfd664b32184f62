export { edgeSecureHeaders } from "./secure-headers";
