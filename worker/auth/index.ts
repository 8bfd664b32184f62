export { silentSignIn } from "./silent-sign-in";
export { signOut, startSignIn } from "./sign-in-routes";
