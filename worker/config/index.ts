export { configOf, envSecretValues, ENV_NAMES, ENV_SECRETS, type EnvSecretName } from "./config";
export { SETTINGS } from "./settings";
