export { storefrontSecureHeaders } from "./secure-headers";
