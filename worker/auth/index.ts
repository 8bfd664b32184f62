export { silentSignIn, SIGN_IN_FAILED_LOCATION } from "./silent-sign-in";
export { externalSignInRequestOf, tokenFromRawValue } from "./external-token";
export { authenticateExternal } from "./authenticate-external";
export { returnPathOf, signOut, startSignIn } from "./sign-in-routes";
