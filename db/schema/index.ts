export * from "./enums";
export * from "./accounts";
export * from "./catalog";
export * from "./assessment";
export * from "./learning";
export * from "./operations";
export * from "./identity";
