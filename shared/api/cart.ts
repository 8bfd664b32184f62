/** Cart service contract (SPEC §3, §7): the entity the backend answers and the bodies it accepts. */
export * from "./cart/entity";
export * from "./cart/bodies";
